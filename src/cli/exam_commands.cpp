#include "exam_commands.h"

#include "records_access.h"

#include "records/exam_export.h"
#include "records/exam_verification.h"

#include "certification/supervisor_key.h"
#include "scenario/exam_loader.h"
#include "scenario/library_location.h"

#include <QFile>

#include <algorithm>
#include <filesystem>
#include <iomanip>

namespace s21::cli {

namespace {

using namespace s21::records;
namespace fs = std::filesystem;

QByteArray readFile(const std::string& name)
{
    QFile file(QString::fromStdString(name));
    if (!file.open(QIODevice::ReadOnly))
        throw RecordsError(RecordsError::Kind::CannotOpen,
                           QStringLiteral("Cannot read %1: %2").arg(file.fileName(), file.errorString()));
    return file.readAll();
}

// The school's keys from --keys, or (with a warning) the keys the records file itself holds.
std::vector<QByteArray> schoolKeys(const Arguments& args, RecordsDatabase* records, std::ostream& err)
{
    if (const auto file = args.option("keys")) {
        QString error;
        const auto keys = readPublicKeys(readFile(*file), &error);
        if (!keys)
            throw RecordsError(RecordsError::Kind::Failed,
                               QStringLiteral("%1: %2").arg(QString::fromStdString(*file), error));
        return *keys;
    }
    if (!records)
        throw UsageError("--keys: the school's keys file is needed to verify a result file");
    err << "Checked against the supervisors' keys in the records file itself: a trainee who can write the file can "
           "add a supervisor of their own. Give --keys with the school's keys file to trust the result.\n";
    std::vector<QByteArray> keys;
    for (const Supervisor& supervisor : ExamRecords(*records).supervisors())
        keys.push_back(supervisor.key.publicKey);
    return keys;
}

// The exam definitions the school approved, from --exams; without it, nothing (and a warning that the
// definitions were not checked).
std::optional<std::vector<ApprovedExam>> schoolExams(const Arguments& args, std::ostream& err)
{
    const auto file = args.option("exams");
    if (!file) {
        err << "The exam definitions were not checked: give --exams with the school's exams file "
               "(spanish21-cli exams) to name a result sat on an edited exam.\n";
        return std::nullopt;
    }
    QString error;
    auto exams = readApprovedExams(readFile(*file), &error);
    if (!exams)
        throw RecordsError(RecordsError::Kind::Failed,
                           QStringLiteral("%1: %2").arg(QString::fromStdString(*file), error));
    return exams;
}

int report(const std::vector<ExamFinding>& findings, std::size_t checked, std::ostream& out)
{
    for (const ExamFinding& finding : findings)
        out << text(findingKindName(finding.kind)) << ": " << text(finding.text) << "\n";
    if (findings.empty())
        out << checked << (checked == 1 ? " result checked: intact.\n" : " results checked: all intact.\n");
    else
        out << checked << (checked == 1 ? " result checked, " : " results checked, ") << findings.size()
            << (findings.size() == 1 ? " finding.\n" : " findings.\n");
    return findings.empty() ? 0 : 1;
}

void describe(const AttemptSummary& summary, const certification::Seal& seal, std::ostream& out)
{
    out << "Result " << seal.sequence << ": " << text(summary.traineeName) << ", " << text(summary.examTitle) << ", "
        << text(summary.startedAt.toString(Qt::ISODate)) << ", " << text(attemptResultName(summary.result)) << " ("
        << summary.overallPoints << " points), supervisor " << text(summary.supervisorName) << ", code "
        << text(seal.verificationCode()) << "\n";
}

// The answer about a records file that cannot be read whole, on one line: it names the file and what
// is wrong, and is never "intact".
int cannotVerify(const RecordsError& error, std::ostream& out)
{
    out << (error.kind() == RecordsError::Kind::Damaged ? "damaged: " : "")
        << "cannot be verified: " << text(error.message().simplified()) << "\n";
    return 1;
}

std::optional<StoredSeal> sealWhere(RecordsDatabase& records, const std::function<bool(const StoredSeal&)>& wanted)
{
    for (const StoredSeal& stored : ExamRecords(records).seals())
        if (wanted(stored))
            return stored;
    return std::nullopt;
}

int verifyExportedResult(const Arguments& args, std::ostream& out, std::ostream& err)
{
    const auto keys = schoolKeys(args, nullptr, err);
    const auto exams = schoolExams(args, err);
    std::optional<AttemptSummary> summary;
    const QByteArray file = readFile(args.positional().front());
    const auto findings = verifyResultFile(file, keys, &summary, exams);
    if (summary)
        describe(*summary, certification::Seal::fromJson(file), out);
    return report(findings, 1, out);
}

// The station's results in the records file, read only: every result, or one attempt's (--attempt,
// or the one whose certificate carries --code).
int verifyRecordsFile(const Arguments& args, std::ostream& out, std::ostream& err)
{
    const auto records = openForReading(args);
    const auto keys = schoolKeys(args, records.get(), err);
    const auto exams = schoolExams(args, err);
    QString attempt = QString::fromStdString(args.option("attempt").value_or(""));
    if (const auto code = args.option("code")) {
        const QString wanted = QString::fromStdString(*code).trimmed().toUpper();
        const auto stored =
            sealWhere(*records, [&](const StoredSeal& s) { return s.seal.verificationCode() == wanted; });
        if (!stored) {
            out << "No result on this station has the code " << text(wanted) << ".\n";
            return 1;
        }
        attempt = stored->attempt;
    }
    std::size_t checked = ExamRecords(*records).seals().size();
    if (!attempt.isEmpty()) {
        const auto stored = sealWhere(*records, [&](const StoredSeal& s) { return s.attempt == attempt; });
        if (!stored) {
            out << "No sealed result of attempt " << text(attempt) << " on this station.\n";
            return 1;
        }
        if (const auto summary = readAttemptRecord(stored->seal.record))
            describe(*summary, stored->seal, out);
        checked = 1;
    }
    return report(verifyStation(*records, keys, attempt, exams), checked, out);
}

} // namespace

int supervisorCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"database"});
    const auto& positional = args.positional();
    if (positional.empty())
        throw UsageError("give one of: add NAME, list, keys");
    const std::string action = positional.front();
    if (action == "add"                          ? positional.size() != 2
        : (action == "list" || action == "keys") ? positional.size() != 1
                                                 : true)
        throw UsageError(action == "add" ? "add takes the supervisor's name" : "give one of: add NAME, list, keys");
    args.required("database");
    const QtApplication app;
    try {
        const auto records = openExisting(args, err);
        ExamRecords exams(*records);
        if (action == "list") {
            for (const Supervisor& supervisor : exams.supervisors())
                out << std::left << std::setw(32) << text(supervisor.name) << " "
                    << supervisor.key.publicKey.toBase64().toStdString() << "  since "
                    << text(supervisor.createdAt.toString(Qt::ISODate)) << "\n";
            return 0;
        }
        if (action == "keys") {
            const QByteArray keys = publicKeysText(exams.supervisors(), exams.station());
            out.write(keys.constData(), keys.size());
            return 0;
        }
        const QString passphrase = QString::fromStdString(readSecretLine(
            err, "Passphrase (at least " + std::to_string(certification::kShortestPassphrase) + " characters): "));
        if (passphrase.size() < certification::kShortestPassphrase) {
            err << "A supervisor's passphrase needs at least " << certification::kShortestPassphrase
                << " characters.\n";
            return 1;
        }
        const Supervisor added =
            exams.addSupervisor(QString::fromStdString(positional[1]), certification::createKey(passphrase));
        out << "Supervisor " << text(added.name) << " added, public key "
            << added.key.publicKey.toBase64().toStdString() << "\n";
        return 0;
    } catch (const RecordsError& error) {
        err << text(error.message()) << "\n";
        return 1;
    }
}

int resultsCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"database"});
    const auto& positional = args.positional();
    const bool list = positional.size() == 1 && positional[0] == "list";
    const bool csv = positional.size() == 1 && positional[0] == "csv";
    const bool exporting = positional.size() == 2 && positional[0] == "export";
    if (!list && !csv && !exporting)
        throw UsageError("give one of: list, csv, export UUID");
    args.required("database");
    const QtApplication app;
    try {
        const auto records = openExisting(args, err);
        if (exporting) {
            const QString uuid = QString::fromStdString(positional[1]);
            const auto stored = sealWhere(*records, [&](const StoredSeal& s) { return s.attempt == uuid; });
            if (!stored) {
                err << "No sealed result of attempt " << positional[1] << " in the records.\n";
                return 1;
            }
            const QByteArray json = stored->seal.toJson();
            out.write(json.constData(), json.size());
            return 0;
        }
        if (csv) {
            ExamRecords exams(*records);
            const QByteArray text = resultsCsv(exams);
            out.write(text.constData(), text.size());
            return 0;
        }
        for (const StoredSeal& stored : ExamRecords(*records).seals()) {
            if (const auto summary = readAttemptRecord(stored.seal.record))
                describe(*summary, stored.seal, out);
            else
                out << "Result " << stored.seal.sequence << ": unreadable (attempt " << text(stored.attempt) << ")\n";
        }
        return 0;
    } catch (const RecordsError& error) {
        err << text(error.message()) << "\n";
        return 1;
    }
}

int verifyCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"database", "keys", "exams", "attempt", "code"});
    const bool database = args.option("database").has_value();
    if (database == (args.positional().size() == 1) || args.positional().size() > 1)
        throw UsageError("give --database FILE, or one exported result file");
    if (args.option("attempt") && args.option("code"))
        throw UsageError("give --attempt or --code, not both");
    if (!database && (args.option("attempt") || args.option("code")))
        throw UsageError("--attempt and --code choose a result in a records file");
    const QtApplication app;
    if (database) {
        try {
            return verifyRecordsFile(args, out, err);
        } catch (const RecordsError& error) {
            return cannotVerify(error, out);
        }
    }
    try {
        return verifyExportedResult(args, out, err);
    } catch (const RecordsError& error) {
        err << text(error.message()) << "\n";
        return 1;
    }
}

int examsCommand(const Words& words, std::ostream& out, std::ostream& err)
{
    const Arguments args(words, {"library"});
    if (!args.positional().empty())
        throw UsageError("exams takes no word; --library DIR names the library to read");
    const fs::path library = args.option("library") ? fs::path(*args.option("library"))
                                                    : libraryProfilesDir(runningExecutableDir()).parent_path();
    const fs::path dir = library / "exams";
    if (library.empty() || !fs::is_directory(dir)) {
        err << "No exams folder in the library" << (library.empty() ? "" : " " + library.string()) << ".\n";
        return 1;
    }
    std::vector<fs::path> files;
    for (const fs::directory_entry& entry : fs::directory_iterator(dir))
        if (entry.is_regular_file() && entry.path().extension() == ".yaml")
            files.push_back(entry.path());
    std::ranges::sort(files);
    const QtApplication app;
    std::vector<ApprovedExam> exams;
    bool allLoaded = true;
    for (const fs::path& file : files) {
        try {
            const ExamDefinition exam = loadExam(file, examCatalogFor(file));
            exams.push_back({examSha256(readFile(file.string())), QString::fromStdString(exam.id),
                             QString::fromStdString(exam.title)});
        } catch (const LoadError& error) {
            err << error.what() << "\n";
            allLoaded = false;
        }
    }
    const QByteArray text = approvedExamsText(exams, QString::fromStdString(fs::weakly_canonical(dir).string()));
    out.write(text.constData(), text.size());
    return allLoaded ? 0 : 1;
}

} // namespace s21::cli

#include "app/session/integrity_check_process.h"

#include "records/records_database.h"
#include "records/records_error.h"

#include <QProcess>

#include <cstdio>
#include <cstring>

#include <unistd.h>

namespace s21::app {

namespace {

constexpr int kWholeExit = 0;
constexpr int kProblemsExit = 1;
constexpr int kCannotCheckExit = 2;
constexpr int kNiceness = 10; // the check gives way to the table, as a low-priority thread did

} // namespace

std::optional<QString> recordsFileToCheck(int argc, char* argv[])
{
    if (argc != 3 || std::strcmp(argv[1], kCheckRecordsOption) != 0)
        return std::nullopt;
    return QString::fromLocal8Bit(argv[2]);
}

int runIntegrityCheck(const QString& file)
{
    const auto say = [](QString line) {
        std::puts(line.replace(QLatin1Char('\n'), QLatin1Char(' ')).toUtf8().constData());
    };
    try {
        const QStringList problems = records::RecordsDatabase::checkIntegrity(file);
        for (const QString& problem : problems)
            say(problem);
        return problems.isEmpty() ? kWholeExit : kProblemsExit;
    } catch (const records::RecordsError& error) {
        say(error.message());
        return kCannotCheckExit;
    }
}

IntegrityCheckProcess::IntegrityCheckProcess(QObject* parent) : QObject(parent), process_(new QProcess(this))
{
    process_->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process_->setChildProcessModifier([] {
        [[maybe_unused]] const int niceness = ::nice(kNiceness); // a check at full priority is no harm
    });
    connect(process_, &QProcess::finished, this,
            [this](int exitCode, QProcess::ExitStatus status) { onFinished(exitCode, status); });
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            fail(tr("The records file's integrity check could not start (%1).").arg(process_->errorString()));
    });
}

void IntegrityCheckProcess::start(const QString& program, const QString& file)
{
    process_->start(program, {QString::fromLatin1(kCheckRecordsOption), file});
}

IntegrityCheckProcess::~IntegrityCheckProcess() { stop(); }

bool IntegrityCheckProcess::running() const { return process_->state() != QProcess::NotRunning; }

void IntegrityCheckProcess::stop()
{
    process_->disconnect(this);
    if (process_->state() == QProcess::NotRunning)
        return;
    process_->kill();
    process_->waitForFinished(-1); // a killed process is gone at once; this only collects it
}

void IntegrityCheckProcess::onFinished(int exitCode, int exitStatus)
{
    const QString said = QString::fromUtf8(process_->readAllStandardOutput()).trimmed();
    const bool answered = exitStatus == QProcess::NormalExit;
    if (answered && exitCode == kWholeExit) {
        emit checked({});
        return;
    }
    // A file is called damaged only when the check names what it finds wrong.
    if (answered && exitCode == kProblemsExit && !said.isEmpty()) {
        emit checked(said.split(QLatin1Char('\n'), Qt::SkipEmptyParts));
        return;
    }
    QString why = tr("exit code %1").arg(exitCode);
    if (!answered)
        why = process_->errorString();
    else if (exitCode == kCannotCheckExit && !said.isEmpty())
        why = said; // the file could not be read (busy, say): not found damaged
    fail(tr("The records file's integrity check ended without an answer (%1).").arg(why));
}

void IntegrityCheckProcess::fail(const QString& what)
{
    emit failed(what + tr(" The rounds are still saved; the check runs again when the trainer next starts."));
}

} // namespace s21::app

#include "app/session/exam_sitting.h"

#include "app/session/clock_text.h"

#include "certification/entropy.h"
#include "core/base/contract.h"
#include "records/dealt_from_json.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QScopedValueRollback>

#include <algorithm>
#include <stdexcept>

namespace s21::app {

ExamSitting::ExamSitting(ExamRun run, records::Supervisor supervisor, std::unique_ptr<certification::UnlockedKey> key,
                         records::RecordsDatabase& records, TrainerSession& session, SessionRecorder& recorder,
                         QObject* parent)
    : QObject(parent), run_(std::move(run)), supervisor_(std::move(supervisor)), key_(std::move(key)),
      records_(records), session_(session), recorder_(recorder)
{
    connect(&recorder_, &SessionRecorder::ended, this, &ExamSitting::onEnded);
    connect(&session_, &TrainerSession::applied, this, &ExamSitting::saveProgress);
}

ExamSitting::~ExamSitting() { recorder_.setExam(false); }

void ExamSitting::begin()
{
    records::OpenedSitting opened = records::openSitting(run_.attempt(), run_.attempt().examFile, *key_);
    records::ExamRecords(records_).saveOpening(opened.opening);
    sittingKey_ = std::move(opened.sittingKey);
    recorder_.setDrill(QString());
    recorder_.setExam(true);
    session_.restart(setTableOptions());
    dealNext();
    saveProgress();
}

SessionOptions ExamSitting::setTableOptions() const
{
    SessionOptions options = session_.options();
    options.mode = Mode::Free;
    options.shoe = ShoePreparation::Skip;
    options.secretShoes = true;
    options.seed = certification::entropySeed();
    return options;
}

void ExamSitting::resume(const records::ExamSittingRow& sitting)
{
    if (!sitting.opening)
        throw std::logic_error("ExamSitting::resume: an unproven sitting");
    sittingKey_ = records::reopenSittingKey(*sitting.opening, *key_);
    const QByteArray& progress = sitting.progress;
    recorder_.setDrill(QString());
    recorder_.setExam(true);
    const std::vector<records::RecordedAction> actions = ExamRun::savedActions(progress);
    run_.addEvent(QDateTime::currentDateTimeUtc(),
                  interruptionText(run_, static_cast<int>(actions.size()), tr("resumed by %1").arg(supervisor_.name)));
    session_.restart(setTableOptions());
    if (actions.empty()) {
        // No action of a round was taken: the next round is dealt afresh (or, every round dealt, the
        // result waits to be signed).
        if (!run_.finished())
            dealNext();
        saveProgress();
        return;
    }
    const ExamRun::PlannedRound next = run_.next();
    if (!next.scenario)
        session_.restart(run_.randomPlayOptions(next.part, certification::entropySeed()));
    // The round again from its start, each saved action at its saved time; then on from the last.
    const std::int64_t start = session_.clockReading();
    session_.holdClock(start);
    if (next.scenario) {
        session_.playScenario(*next.scenario);
    } else {
        const records::DealtFrom dealt =
            records::dealtFromFromJson(key_->openSealed(ExamRun::savedRound(progress)), run_.partProfile(next.part));
        if (!dealt.round)
            throw std::runtime_error("the saved round has no set-up");
        session_.resumeRound(*dealt.round, dealt.answers);
    }
    {
        // Each action applied again is already saved: the progress is saved once, below.
        const QScopedValueRollback replaying(replaying_, true);
        for (const records::RecordedAction& action : actions) {
            session_.holdClock(start + action.milliseconds);
            session_.apply(action.action);
        }
    }
    session_.runClockFrom(start + actions.back().milliseconds);
    saveProgress();
}

void ExamSitting::saveProgress()
{
    if (seal_ || replaying_)
        return;
    const bool underWay = !run_.finished() && !session_.procedure().complete();
    try {
        std::vector<records::RecordedAction> current;
        QByteArray sealedRound;
        if (underWay) {
            current = records::recordedActions(session_.log());
            // A live-play round's shoe is secret: only its supervisor can open it, to resume it.
            if (!run_.next().scenario && session_.dealtSetup())
                sealedRound =
                    certification::sealedFor(run_.attempt().supervisorKey,
                                             records::dealtFromJson({session_.dealtProfile(), session_.dealtSetup(),
                                                                     std::nullopt, session_.recordedAnswers(), true}));
        }
        const QByteArray progress = run_.progress(current, sealedRound);
        records::ExamRecords(records_).saveSitting({run_.attempt().uuid, run_.attempt().traineeId,
                                                    run_.attempt().startedAt, progress,
                                                    records::signProgress(progress, *sittingKey_), std::nullopt});
    } catch (const std::exception& error) {
        qWarning("The exam's progress could not be saved: %s", error.what());
    }
}

QString ExamSitting::progress() const
{
    const std::size_t shown = std::min(run_.roundsDone() + (run_.finished() ? 0 : 1), run_.roundCount());
    const std::size_t part = run_.finished() ? run_.exam().parts.size() - 1 : run_.next().part;
    return tr("Round %1 of %2 · Part %3 of %4: %5")
        .arg(shown)
        .arg(run_.roundCount())
        .arg(part + 1)
        .arg(run_.exam().parts.size())
        .arg(QString::fromStdString(run_.exam().parts[part].title));
}

QString ExamSitting::clock() const
{
    const QDateTime end =
        run_.finished() && run_.attempt().endedAt.isValid() ? run_.attempt().endedAt : QDateTime::currentDateTimeUtc();
    const QString elapsed = clockText(run_.attempt().startedAt.msecsTo(end));
    return run_.exam().timeLimitMs ? tr("Time %1 of %2").arg(elapsed, clockText(*run_.exam().timeLimitMs))
                                   : tr("Time %1").arg(elapsed);
}

void ExamSitting::dealNext()
{
    if (run_.finished())
        throw std::logic_error("ExamSitting::dealNext: every round is dealt");
    const ExamRun::PlannedRound& next = run_.next();
    if (next.scenario) {
        session_.playScenario(*next.scenario);
    } else {
        // Each live-play round at a table of its own: a fresh secret shoe and seed. A round's record
        // keeps the shoe and the seed it was dealt from (to replay it), so a shoe or a seed that went
        // on into the next round would give that round away before it is dealt.
        session_.restart(run_.randomPlayOptions(next.part, certification::entropySeed()));
    }
}

bool isExamRound(const records::RoundRecord& record)
{
    return record.mode == records::RecordMode::Exam && record.outcome == records::RecordOutcome::Complete;
}

void ExamSitting::onEnded(const records::RoundRecord& record)
{
    if (!isExamRound(record) || run_.finished())
        return;
    run_.record(record);
    saveProgress();
    emit roundRecorded();
}

void ExamSitting::finish() { run_.finish(QDateTime::currentDateTimeUtc()); }

void ExamSitting::failAndSeal(const QString& why)
{
    run_.failWith(QDateTime::currentDateTimeUtc(), why);
    seal(*key_);
}

void ExamSitting::seal(const certification::UnlockedKey& key)
{
    S21_EXPECTS(run_.judged());
    if (seal_)
        throw std::logic_error("ExamSitting::seal: the attempt is sealed already");
    seal_ = records::ExamRecords(records_).sealAttempt(run_.attempt(), key);
}

QString interruptionText(const ExamRun& run, int actionsOfTheRound, const QString& decided)
{
    return ExamSitting::tr("Interrupted during round %1 of %2, after %3 of its actions: %4.")
        .arg(std::min(run.roundsDone() + 1, run.roundCount()))
        .arg(run.roundCount())
        .arg(actionsOfTheRound)
        .arg(decided);
}

ExamRun restoredSitting(const records::ExamSittingRow& sitting, const std::vector<ScenarioEntry>& library,
                        const std::vector<ProfileEntry>& profiles, const records::RecordsDatabase& records)
{
    if (const std::optional<QString> problem =
            records::unprovenPart(sitting.opening, sitting.progress, sitting.signature))
        throw std::runtime_error(problem->toStdString());
    return ExamRun::restored(sitting.progress, library, profiles, records);
}

records::AttemptHeader claimedHeader(const records::ExamSittingRow& sitting)
{
    if (const std::optional<records::AttemptHeader> opened = records::signedOpeningHeader(sitting.opening))
        return *opened;
    records::AttemptHeader header = records::readAttemptHeader(QJsonDocument::fromJson(sitting.progress).object());
    header.uuid = sitting.attempt;
    if (!header.startedAt.isValid())
        header.startedAt = sitting.startedAt;
    return header;
}

bool anySupervisorMayVoid(const records::ExamSittingRow& sitting, records::RecordsDatabase& records)
{
    const QByteArray claimed = claimedHeader(sitting).supervisorKey;
    return std::ranges::none_of(
        records::ExamRecords(records).supervisors(),
        [&](const records::Supervisor& supervisor) { return supervisor.key.publicKey == claimed; });
}

certification::Seal voidInterrupted(const records::ExamSittingRow& sitting, const std::vector<ScenarioEntry>& library,
                                    const std::vector<ProfileEntry>& profiles, records::RecordsDatabase& records,
                                    const certification::UnlockedKey& key)
{
    // Who voids it: the attempt's supervisor, or, when no supervisor of the station is the one it
    // names, any supervisor of the station standing in, named in the record as its supervisor.
    std::optional<records::Supervisor> standIn;
    if (anySupervisorMayVoid(sitting, records))
        for (const records::Supervisor& supervisor : records::ExamRecords(records).supervisors())
            if (supervisor.key.publicKey == key.publicKey())
                standIn = supervisor;
    const records::AttemptHeader claimed = claimedHeader(sitting);
    const QString decided =
        standIn ? ExamSitting::tr("voided by %1, standing in for %2, who is not a supervisor of this station")
                      .arg(standIn->name, claimed.supervisorName)
                : ExamSitting::tr("voided by %1").arg(claimed.supervisorName);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    std::optional<ExamRun> run;
    QString unproven;
    try {
        run = restoredSitting(sitting, library, profiles, records);
    } catch (const records::RecordsError&) {
        throw; // the records cannot be read now: nothing is voided
    } catch (const std::exception& problem) {
        unproven = QString::fromStdString(problem.what());
    }
    records::ExamAttempt attempt;
    if (run) {
        run->voidWith(
            now, interruptionText(*run, static_cast<int>(ExamRun::savedActions(sitting.progress).size()), decided));
        attempt = run->attempt();
    } else {
        // Nothing saved of it is believed: the attempt as its opening (or its claim) states it, no round.
        static_cast<records::AttemptHeader&>(attempt) = claimed;
        const QString what = ExamSitting::tr("Interrupted; what the station saved of it cannot be proven to come from "
                                             "this sitting (%1): %2.")
                                 .arg(unproven, decided);
        attempt.endedAt = now;
        attempt.events.push_back({now, what});
        attempt.outcome.reasons.push_back(what.toStdString());
        attempt.result = records::AttemptResult::Voided;
    }
    if (standIn) {
        attempt.supervisorName = standIn->name;
        attempt.supervisorKey = standIn->key.publicKey;
    }
    return records::ExamRecords(records).sealAttempt(attempt, key);
}

} // namespace s21::app

#include "app/session/session_recorder.h"

#include "core/base/number_text.h"

#include <QCryptographicHash>
#include <QFile>
#include <QUuid>

namespace s21::app {

namespace {

// The mode a practice round's record keeps (a switch, so that a new practice mode is not stored as
// another without a word from the compiler).
records::RecordMode recordMode(Mode mode)
{
    switch (mode) {
    case Mode::Guided: return records::RecordMode::Guided;
    case Mode::Free: break;
    }
    return records::RecordMode::Free;
}

} // namespace

SessionRecorder::SessionRecorder(TrainerSession& session, const std::vector<ScenarioEntry>& library, QObject* parent)
    : QObject(parent), session_(session), library_(library)
{
    connect(&session_, &TrainerSession::roundStarted, this, &SessionRecorder::onStarted);
    connect(&session_, &TrainerSession::shoeStarted, this, &SessionRecorder::onStarted);
    connect(&session_, &TrainerSession::applied, this, &SessionRecorder::onApplied);
    connect(&session_, &TrainerSession::roundFinished, this, &SessionRecorder::onFinished);
    connect(&session_, &TrainerSession::shoeFinished, this, &SessionRecorder::onFinished);
    onStarted();
}

SessionRecorder::~SessionRecorder() = default;

void SessionRecorder::setStore(records::RecordsDatabase* records, qint64 traineeId)
{
    records_ = records;
    traineeId_ = traineeId;
    failure_.clear();
    for (auto& [serial, pending] : pending_)
        pending.record.traineeId = traineeId;
    storeWaiting();
}

void SessionRecorder::suspend(const QString& why)
{
    records_ = nullptr;
    failure_ = why;
    emit statusChanged();
}

void SessionRecorder::onStarted()
{
    // Whatever the session has let go of was left unfinished.
    std::vector<std::uint64_t> gone;
    for (const auto& [serial, pending] : pending_)
        if (!session_.live(serial))
            gone.push_back(serial);
    for (const std::uint64_t serial : gone)
        finish(serial, records::RecordOutcome::Abandoned);
    const std::uint64_t serial = session_.current();
    if (pending_.count(serial))
        return; // a shoe procedure going on after a scenario
    Pending pending;
    records::RoundRecord& record = pending.record;
    record.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    record.traineeId = traineeId_;
    record.kind = session_.betweenRounds() ? records::RecordKind::ShoeProcedure : records::RecordKind::Round;
    record.mode = exam_ ? records::RecordMode::Exam : recordMode(session_.roundMode());
    record.drill = drill_;
    if (const Scenario* scenario = session_.scenario()) {
        record.scenarioId = QString::fromStdString(scenario->id);
        record.scenarioHash = scenarioHash(record.scenarioId);
        pending.weights = scenario->scoring;
    }
    record.seed = QString::fromStdString(seedText(session_.options().seed));
    record.startedAt = QDateTime::currentDateTimeUtc();
    record.dealtFrom.profile = session_.dealtProfile();
    record.dealtFrom.round = session_.dealtSetup();
    record.dealtFrom.shoeProcedure = session_.dealtSituation();
    record.dealtFrom.playOn = record.kind == records::RecordKind::Round && session_.roundMode() == Mode::Free;
    pending_.emplace(serial, std::move(pending));
}

void SessionRecorder::onApplied()
{
    const auto found = pending_.find(session_.current());
    if (found == pending_.end())
        return;
    found->second.log = session_.log();
    found->second.record.dealtFrom.answers = session_.recordedAnswers();
    if (const auto& round = found->second.record.dealtFrom.round; round && !session_.betweenRounds())
        found->second.shoeCardsUsed = shoeCardsUsed(round->shoe, session_.state());
}

void SessionRecorder::onFinished()
{
    onApplied();
    finish(session_.current(), records::RecordOutcome::Complete);
}

void SessionRecorder::abandonAll()
{
    while (!pending_.empty())
        finish(pending_.begin()->first, records::RecordOutcome::Abandoned);
}

void SessionRecorder::finish(std::uint64_t serial, records::RecordOutcome outcome)
{
    const auto found = pending_.find(serial);
    if (found == pending_.end())
        return;
    Pending pending = std::move(found->second);
    pending_.erase(found);
    if (pending.log.empty())
        return; // nothing was dealt: nothing to keep
    records::RoundRecord& record = pending.record;
    record.outcome = outcome;
    if (record.dealtFrom.round)
        record.dealtFrom.round->shoe = withholdAfter(record.dealtFrom.round->shoe, pending.shoeCardsUsed);
    record.actions = records::recordedActions(pending.log);
    record.score = score(pending.log, pending.weights);
    record.endedAt = QDateTime::currentDateTimeUtc();
    waiting_.push_back(record);
    storeWaiting();
    emit ended(record);
}

void SessionRecorder::storeWaiting()
{
    const QString before = status();
    if (!records_) {
        if (!waiting_.empty() && failure_.isEmpty())
            failure_ = tr("no records file is open");
    } else {
        try {
            while (!waiting_.empty()) {
                waiting_.front().traineeId = traineeId_;
                records_->storeRound(waiting_.front());
                lastStored_ = waiting_.front().uuid;
                waiting_.pop_front();
                ++stored_;
            }
            failure_.clear();
        } catch (const records::RecordsError& error) {
            failure_ = error.message();
        }
    }
    if (status() != before)
        emit statusChanged();
}

QString SessionRecorder::status() const
{
    if (!failure_.isEmpty())
        return tr("Not being saved (%1 waiting): %2").arg(waitingCount()).arg(failure_);
    if (!records_)
        return tr("Not being saved: no records file");
    return tr("Every round is saved (%1 this session)").arg(stored_);
}

QString SessionRecorder::scenarioHash(const QString& id) const
{
    for (const ScenarioEntry& entry : library_) {
        if (QString::fromStdString(entry.scenario.id) != id)
            continue;
        QFile file(entry.file);
        if (file.open(QIODevice::ReadOnly))
            return QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
    }
    return {};
}

} // namespace s21::app

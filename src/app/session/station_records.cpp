#include "app/session/station_records.h"

#include "app/session/integrity_check_process.h"
#include "app/session/server_sender.h"
#include "app/session/session_recorder.h"
#include "app/session/trainer_session.h"

namespace s21::app {

StationRecords::StationRecords(TrainerSession& session, SessionRecorder& recorder, QObject* parent)
    : QObject(parent), session_(session), recorder_(recorder)
{
}

StationRecords::~StationRecords() = default; // a check still running is killed with its process

template <typename Use>
bool StationRecords::withRecords(Use&& use)
{
    if (!records_)
        return false;
    try {
        use(*records_);
        return true;
    } catch (const records::RecordsError& error) {
        emit problem(error.message());
        return false;
    }
}

std::optional<QString> StationRecords::read(QString (records::RecordsDatabase::*setting)() const)
{
    QString value;
    if (!withRecords([&](const records::RecordsDatabase& records) { value = (records.*setting)(); }))
        return std::nullopt;
    return value;
}

void StationRecords::open(records::RecordsDatabase* records, const QString& checkingProgram)
{
    records_ = records;
    qint64 trainee = 0;
    withRecords([&](records::RecordsDatabase& database) {
        if (const auto last = database.lastTrainee())
            trainee = *last;
        else if (const auto existing = database.trainees(); !existing.empty())
            trainee = existing.front().id;
        else
            trainee = database.createTrainee(qEnvironmentVariable("USER", tr("Trainee"))).id;
    });
    setTrainee(trainee);
    if (!records_ || checkingProgram.isEmpty())
        return;
    stopChecking();
    checking_ = std::make_unique<IntegrityCheckProcess>();
    const auto ended = [this] { checking_.release()->deleteLater(); }; // it is the sender
    connect(checking_.get(), &IntegrityCheckProcess::checked, this, [this, ended](const QStringList& problems) {
        ended();
        onChecked(problems);
    });
    connect(checking_.get(), &IntegrityCheckProcess::failed, this, [this, ended](const QString& why) {
        ended();
        emit problem(why);
    });
    checking_->start(checkingProgram, records_->file());
}

void StationRecords::stopChecking()
{
    checking_.reset(); // killed: it starts again with the next start
}

void StationRecords::onChecked(const QStringList& problems)
{
    if (problems.isEmpty() || !records_)
        return;
    records::RecordsDatabase::markDamaged(records_->file(), problems);
    recorder_.suspend(tr("the records file is damaged (%1); it will be kept aside, unchanged, when the trainer "
                         "next starts")
                          .arg(problems.front()));
    emit damaged(records_->file(), problems.front());
}

void StationRecords::setTrainee(qint64 traineeId)
{
    trainee_ = traineeId;
    QString name = tr("No trainee");
    bool firstSession = false;
    if (trainee_ != 0)
        withRecords([&](records::RecordsDatabase& records) {
            records.setLastTrainee(trainee_);
            if (const auto trainee = records.trainee(trainee_))
                name = trainee->name;
            // A trainee with no round stored deals this whole session (on this station) without
            // injected practice faults, the rounds they store meanwhile included.
            firstSession = trainee_ == firstSessionOf_ || !records.hasRounds(trainee_);
        });
    recorder_.setStore(trainee_ != 0 ? records_ : nullptr, trainee_);
    firstSessionOf_ = firstSession ? trainee_ : 0;
    session_.setFirstSession(firstSession); // after the store: a round set up again is this trainee's
    emit traineeChanged(name);
}

void StationRecords::keepATraineeDealing()
{
    if (trainee_ == 0)
        return;
    bool gone = false;
    const bool asked = withRecords([&](const records::RecordsDatabase& records) {
        const auto dealing = records.trainee(trainee_);
        gone = !dealing || dealing->archived;
    });
    if (asked && gone)
        open(records_);
}

void StationRecords::useServer(const QString& serverUrl)
{
    delete sender_;
    sender_ = nullptr;
    if (records_ && !serverUrl.isEmpty()) {
        sender_ = new ServerSender(records_->file(), serverUrl, this);
        connect(&recorder_, &SessionRecorder::ended, sender_, &ServerSender::sendSoon);
    }
    emit senderChanged();
}

QString StationRecords::serverAddress() const { return sender_ ? sender_->address() : QString(); }

std::optional<QString> StationRecords::scenarioFolder() { return read(&records::RecordsDatabase::scenarioFolder); }

void StationRecords::keepScenarioFolder(const QString& folder)
{
    withRecords([&](records::RecordsDatabase& records) { records.setScenarioFolder(folder); });
}

std::optional<QString> StationRecords::cardMotion() { return read(&records::RecordsDatabase::cardMotion); }

void StationRecords::keepCardMotion(const QString& word)
{
    withRecords([&](records::RecordsDatabase& records) { records.setCardMotion(word); });
}

void StationRecords::changeServer(const QString& serverUrl)
{
    if (withRecords([&](records::RecordsDatabase& records) { records.setSchoolServer(serverUrl); }))
        useServer(serverUrl);
}

} // namespace s21::app

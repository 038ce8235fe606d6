#include "app/session/server_sender.h"

#include "records/records_database.h"
#include "records/server/school_server.h"
#include "records/server/station_sync.h"

#include <QThread>
#include <QUrl>

namespace s21::app {

namespace {

constexpr int kConnectTimeoutSeconds = 5;

} // namespace

// What one send found, written by its thread and read once it finished.
struct ServerSender::Outcome {
    int waiting = 0;
    int examsWaiting = 0;
    bool failed = false;
    bool unreachable = false;
    QString problem;
};

ServerSender::ServerSender(QString recordsFile, QString serverUrl, QObject* parent)
    : QObject(parent), recordsFile_(std::move(recordsFile)), serverUrl_(std::move(serverUrl)),
      address_(QUrl(serverUrl_).toDisplayString(QUrl::RemovePassword))
{
    retry_.setSingleShot(true);
    retry_.setInterval(kRetryMs);
    connect(&retry_, &QTimer::timeout, this, &ServerSender::sendSoon);
    start();
}

ServerSender::~ServerSender()
{
    if (thread_) {
        thread_->disconnect(this);
        thread_->wait();
        delete thread_;
    }
}

void ServerSender::sendSoon()
{
    if (thread_)
        again_ = true;
    else
        start();
}

bool ServerSender::reachable(QString* why) const
{
    try {
        records::SchoolServer::connect(serverUrl_, kConnectTimeoutSeconds)->requireCurrentSchema();
        return true;
    } catch (const records::RecordsError& error) {
        *why = error.message();
        return false;
    }
}

void ServerSender::start()
{
    retry_.stop();
    again_ = false;
    outcome_ = std::make_shared<Outcome>();
    thread_ = QThread::create([file = recordsFile_, url = serverUrl_, outcome = outcome_] {
        try {
            const auto records = records::RecordsDatabase::openBeside(file);
            try {
                const auto server = records::SchoolServer::connect(url, kConnectTimeoutSeconds);
                records::sendWaitingExamRecords(*records, *server);
                records::sendWaitingRounds(*records, *server);
            } catch (const records::RecordsError& error) {
                outcome->failed = true;
                outcome->unreachable = error.kind() == records::RecordsError::Kind::Unreachable;
                outcome->problem = error.message();
            }
            outcome->waiting = records::roundsWaiting(*records);
            outcome->examsWaiting = records::examRecordsWaiting(*records);
        } catch (const records::RecordsError& error) {
            outcome->failed = true;
            outcome->problem = error.message();
        }
    });
    connect(thread_, &QThread::finished, this, &ServerSender::onFinished);
    thread_->start(QThread::LowPriority);
}

void ServerSender::onFinished()
{
    thread_->deleteLater();
    thread_ = nullptr;
    waiting_ = outcome_->waiting;
    examsWaiting_ = outcome_->examsWaiting;
    problem_ = outcome_->problem;
    state_ = !outcome_->failed       ? (waiting_ == 0 ? State::AllSent : State::Waiting)
             : outcome_->unreachable ? State::Waiting
                                     : State::Refused;
    emit statusChanged();
    if (again_)
        start();
    else if (outcome_->failed)
        retry_.start();
}

QString ServerSender::status() const
{
    const QString rounds = tr("%n round(s) waiting to be sent", nullptr, waiting_);
    switch (state_) {
    case State::Sending: return tr("School server: sending…");
    case State::AllSent: return tr("School server: every round sent");
    case State::Waiting:
        return problem_.isEmpty() ? tr("School server: %1").arg(rounds)
                                  : tr("School server not reachable: %1 (kept here, sent when it is back)").arg(rounds);
    case State::Refused: return tr("School server refused: %1 (%2)").arg(rounds, problem_);
    }
    return {};
}

} // namespace s21::app

#pragma once
// The station's rounds and exam records sent to the school's server beside the trainer
// (records/server/station_sync.h): when the trainer starts, after every round stored, and every half minute while rounds wait because
// the server could not be reached. Each send runs on a thread and connections of its own (its own
// connection to the records file, its own to the server), so the table never waits for the network;
// the records file stays where every round is written first, so a server away loses nothing.

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

class QThread;

namespace s21::app {

class ServerSender : public QObject {
    Q_OBJECT

public:
    // What the last send found.
    enum class State : std::uint8_t {
        Sending, // the first send has not ended yet
        AllSent, // the server has every round
        Waiting, // rounds wait: the server could not be reached, is tried again
        Refused, // the server refused (a role, a schema): tried again, the administrator is needed
    };

    ServerSender(QString recordsFile, QString serverUrl, QObject* parent = nullptr);
    // Waits for a send under way (at most the server's connect timeout).
    ~ServerSender() override;
    ServerSender(const ServerSender&) = delete;
    ServerSender& operator=(const ServerSender&) = delete;

    // Sends what waits, now or as soon as the send under way ends.
    void sendSoon();
    // Whether the server answers now and takes this station's records (its schema this program's),
    // asked on this thread, waiting at most the connect timeout; why not, in `why`. An exam starts
    // only then, so that the server registers its attempt as it starts.
    bool reachable(QString* why) const;

    State state() const { return state_; }
    // True from a send's start until its outcome is in state() (a send ends on this thread's event loop).
    bool sending() const { return thread_ != nullptr; }
    int waiting() const { return waiting_; }
    int examRecordsWaiting() const { return examsWaiting_; }
    // The server's address without its password.
    QString address() const { return address_; }
    // For the side panel: "School server: every round sent", "3 rounds waiting to be sent: ...".
    QString status() const;

    static constexpr int kRetryMs = 30000;

signals:
    void statusChanged();

private:
    void start();
    void onFinished();

    QString recordsFile_;
    QString serverUrl_;
    QString address_;
    QThread* thread_ = nullptr;
    bool again_ = false;
    QTimer retry_;
    struct Outcome;
    std::shared_ptr<Outcome> outcome_;
    State state_ = State::Sending;
    int waiting_ = 0;
    int examsWaiting_ = 0;
    QString problem_;
};

} // namespace s21::app

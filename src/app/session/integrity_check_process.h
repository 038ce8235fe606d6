#pragma once
// The records file's whole integrity check (RecordsDatabase::checkIntegrity, PRAGMA integrity_check)
// in a process of its own: the trainer's own program started with kCheckRecordsOption and the file.
// SQLite walks a table's pages inside one step of the check, where nothing can interrupt it, so a
// check reading a big file from disk kept a trainer that was told to quit waiting for up to a
// minute; a process is killed at once instead, and a reader killed leaves an SQLite file whole.
//
// The process's side is runIntegrityCheck: it prints what the check finds wrong, one problem a line,
// and exits 0 when the file is whole, 1 when something is wrong (a file that is not a database
// among them), 2 when the file could not be checked (missing, unreadable, locked for longer than the
// records wait), printing why on one line.

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

class QProcess;

namespace s21::app {

// The option the trainer's program takes, alone with a file, to check that file and quit.
inline constexpr char kCheckRecordsOption[] = "--check-records";

// The file to check when the command line is exactly kCheckRecordsOption and a file; else nothing.
std::optional<QString> recordsFileToCheck(int argc, char* argv[]);
// The process's side of the check of `file` (above): prints what it finds, returns the exit code.
// Needs a QCoreApplication.
int runIntegrityCheck(const QString& file);

class IntegrityCheckProcess : public QObject {
    Q_OBJECT
public:
    explicit IntegrityCheckProcess(QObject* parent = nullptr);
    // Kills the check if it still runs (stop).
    ~IntegrityCheckProcess() override;
    IntegrityCheckProcess(const IntegrityCheckProcess&) = delete;
    IntegrityCheckProcess& operator=(const IntegrityCheckProcess&) = delete;

    // Starts `program` (the trainer's own program) checking `file`, at a low priority. What it
    // finds is told when it ends (checked), as is a program that does not start (failed, perhaps
    // before this returns).
    void start(const QString& program, const QString& file);
    // True from start until the check has ended or been stopped.
    bool running() const;
    // Kills the check and waits for it to be gone; nothing is told of it. It runs again at the
    // trainer's next start.
    void stop();

signals:
    // The check ended: what it found wrong, empty when the file is whole.
    void checked(const QStringList& problems);
    // The check could not be run, could not read the file, or ended without an answer (the program
    // missing, or it crashed): nothing is known of the file. `why` says what happened, for the user.
    void failed(const QString& why);

private:
    void onFinished(int exitCode, int exitStatus);
    // Tells failed: `what` went wrong, and that the rounds are still saved.
    void fail(const QString& what);

    QProcess* process_ = nullptr;
};

} // namespace s21::app

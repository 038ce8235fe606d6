#include "records_access.h"

#include <QFileInfo>

#include <termios.h>
#include <unistd.h>

#include <iostream>

namespace s21::cli {

namespace {

char programName[] = "spanish21-cli";
char* programArgv[] = {programName, nullptr};
int programArgc = 1;

} // namespace

QtApplication::QtApplication()
{
    if (!QCoreApplication::instance())
        app_ = std::make_unique<QCoreApplication>(programArgc, programArgv);
}

std::string text(const QString& value) { return value.toStdString(); }
std::string orDash(const QString& value) { return value.isEmpty() ? std::string("-") : value.toStdString(); }

std::string readSecretLine(std::ostream& err, const std::string& prompt)
{
    const bool terminal = isatty(STDIN_FILENO) != 0;
    termios saved{};
    if (terminal) {
        err << prompt << std::flush;
        tcgetattr(STDIN_FILENO, &saved);
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    }
    std::string line;
    std::getline(std::cin, line);
    if (terminal) {
        tcsetattr(STDIN_FILENO, TCSANOW, &saved);
        err << "\n";
    }
    return line;
}

namespace {

// The file named by --database; throws RecordsError (CannotOpen) when there is none.
QString existingFile(const Arguments& args)
{
    const QString file = QString::fromStdString(args.required("database"));
    if (!QFileInfo::exists(file))
        throw records::RecordsError(records::RecordsError::Kind::CannotOpen,
                                    QStringLiteral("There is no records file %1.").arg(file));
    return file;
}

} // namespace

std::unique_ptr<records::RecordsDatabase> openExisting(const Arguments& args, std::ostream& err,
                                                       records::RecordsDatabase::IntegrityCheck check)
{
    QString notice;
    auto records = records::RecordsDatabase::open(existingFile(args), &notice, check);
    if (!notice.isEmpty())
        err << text(notice) << "\n";
    return records;
}

std::unique_ptr<records::RecordsDatabase> openForReading(const Arguments& args)
{
    return records::RecordsDatabase::openReadOnly(existingFile(args));
}

} // namespace s21::cli

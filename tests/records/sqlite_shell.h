#pragma once
// The sqlite3 shell, run by the records tests as a trainee or an administrator would run it on a
// records file.

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace s21::test {

// Runs the sqlite3 shell (Debian's sqlite3) on `arguments` with `input` on its standard input: what it
// printed, or a text starting with '!' when it could not run or failed.
inline QString runSqlite(const QStringList& arguments, const QByteArray& input = {})
{
    QProcess shell;
    shell.start(QStringLiteral("sqlite3"), arguments);
    if (!shell.waitForStarted())
        return QStringLiteral("!the sqlite3 shell (Debian package sqlite3) is needed");
    shell.write(input);
    shell.closeWriteChannel();
    if (!shell.waitForFinished(60000) || shell.exitCode() != 0)
        return QStringLiteral("!sqlite3 failed: ") + QString::fromUtf8(shell.readAllStandardError());
    return QString::fromUtf8(shell.readAllStandardOutput());
}

} // namespace s21::test

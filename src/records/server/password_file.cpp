#include "records/server/password_file.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

namespace s21::records {

namespace {

// A field of a password file line: ':' and '\' escaped with '\' (the file's own format).
QString field(const QString& text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char(':'), QStringLiteral("\\:"));
    return escaped;
}

// host:port:database:user: the start of the line that holds `login`'s password.
QString lineStart(const ServerLogin& login)
{
    return QStringLiteral("%1:%2:%3:%4:")
        .arg(field(login.host), QString::number(login.port), field(login.database), field(login.user));
}

} // namespace

QString passwordFilePath()
{
    const QString set = qEnvironmentVariable("PGPASSFILE");
    return set.isEmpty() ? QDir::home().filePath(QStringLiteral(".pgpass")) : set;
}

bool rememberPassword(const ServerLogin& login, const QString& password)
{
    const QString path = passwordFilePath();
    QStringList lines;
    if (QFile existing(path); existing.exists()) {
        if (!existing.open(QIODevice::ReadOnly | QIODevice::Text))
            return false;
        lines = QString::fromUtf8(existing.readAll()).split(QLatin1Char('\n'));
        while (!lines.isEmpty() && lines.back().isEmpty())
            lines.removeLast();
    }
    const QString start = lineStart(login);
    lines.removeIf([&start](const QString& line) { return line.startsWith(start); });
    lines << start + field(password);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return false;
    // Owner only, before a byte of it is written; libpq ignores a file others can read.
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write((lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
    return file.commit();
}

} // namespace s21::records

#include "app/dialogs/document_names.h"

#include <QStandardPaths>

namespace s21::app {

namespace {

QString fileNamePart(const QString& part)
{
    QString cleared = part.trimmed();
    for (QChar& c : cleared)
        if (c.category() == QChar::Other_Control || QStringLiteral("/\\:*?\"<>|").contains(c))
            c = QLatin1Char('_');
    return cleared;
}

} // namespace

QString suggestedDocumentPath(const QStringList& parts, const QString& extension)
{
    QStringList named;
    for (const QString& part : parts)
        if (const QString cleared = fileNamePart(part); !cleared.isEmpty())
            named << cleared;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + QLatin1Char('/') +
           named.join(QLatin1Char('-')) + QLatin1Char('.') + extension;
}

} // namespace s21::app

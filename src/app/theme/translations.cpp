#include "app/theme/translations.h"

#include <QCoreApplication>
#include <QTranslator>
#include <QtDebug>

namespace s21::app {

bool installTranslations()
{
    auto* english = new QTranslator(QCoreApplication::instance());
    if (!english->load(QStringLiteral(":/s21/translations/spanish21_en.qm")) ||
        !QCoreApplication::installTranslator(english)) {
        qWarning("The trainer's English numerus forms (spanish21_en.qm) are missing: counts read \"1 mistake(s)\".");
        delete english;
        return false;
    }
    return true;
}

} // namespace s21::app

#include "app/dialogs/passphrase_entry.h"

#include "app/theme/contrast.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>

namespace s21::app {

QLineEdit* newPassphraseField(QWidget* parent, const QString& supervisor)
{
    auto* field = new QLineEdit(parent);
    field->setObjectName(QStringLiteral("passphrase"));
    field->setEchoMode(QLineEdit::Password);
    field->setAccessibleName(QCoreApplication::translate("PassphraseEntry", "Supervisor's passphrase"));
    if (!supervisor.isEmpty())
        nameSupervisor(field, supervisor);
    return field;
}

void nameSupervisor(QLineEdit* field, const QString& supervisor)
{
    field->setPlaceholderText(passphrasePlaceholder(supervisor));
    field->setAccessibleName(passphrasePlaceholder(supervisor));
}

QString passphrasePlaceholder(const QString& supervisor)
{
    return QCoreApplication::translate("PassphraseEntry", "%1's passphrase").arg(supervisor);
}

QLabel* newProblemLine(QWidget* parent)
{
    auto* line = new QLabel(parent);
    line->setObjectName(QStringLiteral("problem"));
    line->setWordWrap(true);
    line->setStyleSheet(QStringLiteral("color:%1; font-weight:bold;")
                            .arg(theme::inkOn(theme::kDialogWrongInk, parent->palette()).name()));
    return line;
}

QString wrongPassphraseText(const QString& supervisor)
{
    return QCoreApplication::translate("PassphraseEntry", "That is not %1's passphrase.").arg(supervisor);
}

} // namespace s21::app

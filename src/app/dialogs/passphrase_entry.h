#pragma once
// What the three exam dialogs that ask for a supervisor's passphrase (to start an attempt, to sign its
// result, to resume or void an interrupted one) share: the passphrase's field, the line that says
// what went wrong, and what a wrong passphrase is told.

#include <QString>

class QLabel;
class QLineEdit;
class QWidget;

namespace s21::app {

// A field that hides what is typed, found by the name "passphrase", named "Supervisor's passphrase"
// for a screen reader; its placeholder and accessible name name the supervisor (nameSupervisor)
// when `supervisor` is given.
QLineEdit* newPassphraseField(QWidget* parent, const QString& supervisor = {});
// Shows whose passphrase `field` wants, to the eye (placeholder) and to a screen reader (accessible
// name): passphrasePlaceholder(supervisor).
void nameSupervisor(QLineEdit* field, const QString& supervisor);
// "Sam Supervisor's passphrase"
QString passphrasePlaceholder(const QString& supervisor);
// The line under it, in the dialogs' ink for what is wrong, empty until something is.
QLabel* newProblemLine(QWidget* parent);
// "That is not Sam Supervisor's passphrase."
QString wrongPassphraseText(const QString& supervisor);

} // namespace s21::app

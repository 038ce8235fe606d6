#include "app/dialogs/load_errors.h"

#include <QMessageBox>

namespace s21::app {

void showLoadErrors(QWidget* window, const QStringList& errors)
{
    auto* box = new QMessageBox(QMessageBox::Warning, QObject::tr("Some files did not load"),
                                QObject::tr("%n problem(s) loading the library: what they name is left out.", nullptr,
                                            static_cast<int>(errors.size())),
                                QMessageBox::Ok, window);
    box->setObjectName(QStringLiteral("loadErrors"));
    box->setDetailedText(errors.join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace s21::app

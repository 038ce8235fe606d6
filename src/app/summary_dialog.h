#pragma once
// The round summary: the score (score()), pass or fail, the time taken, each mistake with its code,
// section, severity and sentence, and the correct sequence (the procedure's own steps for the deal).

#include "trainer_session.h"

#include <QDialog>

class QTextBrowser;

namespace s21::app {

class SummaryDialog : public QDialog {
    Q_OBJECT
public:
    SummaryDialog(const TrainerSession& session, QWidget* parent = nullptr);

    // The summary as HTML (also what the dialog shows).
    static QString html(const TrainerSession& session);
};

} // namespace s21::app

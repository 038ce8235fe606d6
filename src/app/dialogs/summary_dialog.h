#pragma once
// The round summary: the score (score()), pass or fail, the time taken, each mistake with its code,
// section, severity and sentence, and the correct sequence (the procedure's own steps for the deal).
// A drill's round adds its time against the speed target and the drill's running tally.

#include "app/session/drill.h"
#include "app/session/trainer_session.h"

#include <QDialog>

class QTextBrowser;

namespace s21::app {

class SummaryDialog : public QDialog {
    Q_OBJECT
public:
    // `drill`: the drill this round was recorded in, or nullptr.
    SummaryDialog(const TrainerSession& session, const Drill* drill, QWidget* parent = nullptr);

    // The summary as HTML (also what the dialog shows).
    static QString html(const TrainerSession& session, const Drill* drill = nullptr);

private:
    // The drill's part: the last round's time against its target and the tally.
    static QString drillHtml(const Drill& drill);
};

} // namespace s21::app

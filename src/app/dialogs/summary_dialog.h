#pragma once
// The round summary: the score (score()), pass or fail, the time taken, each mistake with its code,
// section, severity and sentence, and the correct sequence (TrainerSession::correctSequence: the
// trainee's accepted actions, the procedure's own steps in place of the mistakes).
// A drill's round adds its time against the speed target and the drill's running tally, and its
// headline says whether the drill counted it passed (score and time).

#include "app/session/drill.h"
#include "app/session/trainer_session.h"

#include <QDialog>

#include <optional>

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
    // The score and whether the round passed: in a drill (`drilled`, the round as the drill counted
    // it), on its score and its time together, as the drill's tally counts it.
    static QString headline(const ScoreCard& card, const std::optional<DrillRound>& drilled);
    // The drill's part: the last round's time against its target and the tally.
    static QString drillHtml(const Drill& drill);
};

} // namespace s21::app

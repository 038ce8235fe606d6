#pragma once
// What the trainee is told of one dealer action as the procedure judged it, in one place: the
// feedback line and the sound the table makes. Guided practice judges as it goes: a tick and the
// action done, or the mistake in its words with its section and severity, what was done, the rule's
// sentence and what was expected, with a soft error tone. Free practice (drills and exams too) does
// not: the action is done or, when the table could not take it, not taken, the details kept for
// the summary. An action that changed the table makes its own sound (soundOf, command.h).

#include "app/session/trainer_session.h"
#include "app/sound/wav_synth.h"
#include "core/procedure/verdict.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>

namespace s21::app {

struct VerdictFeedback {
    Q_DECLARE_TR_FUNCTIONS(VerdictFeedback)
public:
    QString html; // the feedback line, rich text
    std::optional<Sound> sound;
};

// `applied`: the action changed the table (TimedVerdict::applied).
VerdictFeedback verdictFeedback(const Verdict& verdict, Mode mode, bool applied);

// The line added to the feedback when an injected fault or a scripted incident has just happened at
// the table (`what`: its description, core/round/faults.h).
QString irregularityFeedback(const std::string& what);

} // namespace s21::app

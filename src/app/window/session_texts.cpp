#include "app/window/session_texts.h"

#include "app/session/clock_text.h"
#include "app/session/drill_names.h"
#include "app/session/exam_sitting.h"
#include "app/theme/rich_text.h"
#include "core/round/dealing_hands.h"

namespace s21::app {

SessionTexts::SessionTexts(const TrainerSession& session, const SessionPlan& plan) : session_(session), plan_(plan) {}

QString SessionTexts::opening() const { return openingFor(practiceOpening()); }

QString SessionTexts::practiceOpening() const
{
    if (!session_.betweenRounds())
        return tr("A new round: the players have placed their wagers.");
    switch (session_.shoeProcedure().state().situation.start) {
    case ShoeStart::NewDecks:
        return tr("<b>Opening the table</b>: new decks. Inspect them, have the floorperson verify, "
                  "prepare, shuffle and cut them, load the shoe and burn before the first round.");
    case ShoeStart::CoverCardReached:
        return tr("<b>The cover card came out</b>: the shoe is finished. Reshuffle, cut "
                  "and load a new shoe before the next round.");
    case ShoeStart::FloorReshuffle:
        return tr("<b>A reshuffle is required</b> after that round: reshuffle, cut and load "
                  "a new shoe before the next round.");
    default: return tr("<b>Between rounds</b>: prepare the shoe before the next round.");
    }
}

QString SessionTexts::openingFor(const QString& practice) const
{
    const Scenario* scenario = session_.scenario();
    // An exam's scenario is not named nor described: its title and description tell what to do.
    // Without hints (free practice, a drill) a scenario is named but not described: its description
    // states the answer, so it comes with the round's summary.
    const QString unexplained =
        scenario ? tr("<b>Scenario: %1</b><br>No hints: what it trains is explained in the round's summary.")
                       .arg(html(scenario->title))
                 : QString();
    switch (plan_.kind()) {
    case SessionKind::Exam:
        return tr("<b>Exam</b>: %1. Deal it as the rules say: nothing is explained until the end.")
            .arg(plan_.exam()->progress().toHtmlEscaped());
    case SessionKind::Drill:
        return unexplained + tr("<br><b>Speed target: %1</b>").arg(clockText(plan_.drillTargetMs()));
    case SessionKind::Scenario:
        return plan_.hinted() ? tr("<b>Scenario: %1</b><br>%2").arg(html(scenario->title), html(scenario->description))
                              : unexplained;
    case SessionKind::GuidedPractice:
    case SessionKind::FreePractice: break;
    }
    return practice;
}

QString SessionTexts::hint(int thinkingSeat) const
{
    if (thinkingSeat != 0)
        return tr("<i>Seat %1 is deciding: watch for the signal.</i>").arg(thinkingSeat);
    return sessionHint();
}

QString SessionTexts::sessionHint() const
{
    switch (plan_.kind()) {
    case SessionKind::Exam: return tr("<i>Exam: no hints. Every action is scored; the result comes at the end.</i>");
    case SessionKind::Drill:
        return tr("<i>Drill \"%1\": no hints; beat the speed target. Mistakes are listed when the round ends.</i>")
            .arg(drillName(plan_.drill()->skill()).toHtmlEscaped());
    case SessionKind::GuidedPractice:
    case SessionKind::FreePractice:
    case SessionKind::Scenario: break;
    }
    return plan_.hinted() ? guidedHint()
                          : tr("<i>Free practice: no hints. Mistakes are listed when the round ends.</i>");
}

// The hint, and in a round, when the next step deals a card onto the layout, which hand takes it
// from the shoe and which places it (MD-S21 7.B(1)-(2), MA-S21 7(b)): guidance the table cannot check.
QString SessionTexts::guidedHint() const
{
    const QString hint = html(session_.procedure().hint());
    const std::optional<DealerAction> next = session_.procedure().next();
    if (session_.betweenRounds() || !next)
        return hint;
    const std::optional<DealingHands> hands = dealingHands(session_.state(), *next);
    if (!hands)
        return hint;
    return tr("%1<br><i>Hands: %2 (%3)</i>").arg(hint, html(hands->how.str()), html(hands->section.str()));
}

QString SessionTexts::roundTitle() const
{
    const Scenario* scenario = session_.scenario();
    const QString dealt = scenario ? tr("Scenario \"%1\"").arg(html(scenario->title)) // its rules: the Rules box
                          : session_.betweenRounds() ? tr("Between rounds: the shoe")
                                                     : tr("Round %1").arg(session_.roundNumber());
    switch (plan_.kind()) {
    case SessionKind::Exam: return tr("Exam round (%1)").arg(html(session_.dealtProfile().name));
    case SessionKind::Drill: {
        const Drill& drill = *plan_.drill();
        const DrillTally& tally = drill.tally();
        const QString passed =
            tally.rounds == 0 ? tr("first round") : tr("%1 of %2 passed").arg(tally.passed).arg(tally.rounds);
        return tr("<b>Drill %1</b>: %2 &middot; time %3 against a target of %4<br>%5")
            .arg(drillName(drill.skill()).toHtmlEscaped(), passed, clockText(session_.elapsedMs()),
                 clockText(plan_.drillTargetMs()), dealt);
    }
    case SessionKind::GuidedPractice:
    case SessionKind::FreePractice:
    case SessionKind::Scenario: break;
    }
    return dealt;
}

QString SessionTexts::roundInfo() const
{
    const ScoreCard card = session_.scoreCard();
    // Free practice keeps the mistakes for the summary, their number too.
    const QString mistakes =
        plan_.hinted() ? tr(", %n mistake(s)", nullptr, card.minor + card.major + card.critical) : QString();
    return tr("%1 &middot; <b>%2</b> &middot; %3%4")
        .arg(roundTitle(), session_.betweenRounds() ? tr("shoe procedure") : html(phaseName(session_.state())),
             tr("%n action(s)", nullptr, card.actions), mistakes);
}

QString SessionTexts::leaveQuestion() const
{
    const QString what =
        session_.betweenRounds() ? tr("The shoe procedure") : tr("Round %1").arg(session_.roundNumber());
    const auto dealt = static_cast<int>(session_.log().size());
    const QString actions = dealt == 1 ? tr("the one action") : tr("the %1 actions").arg(dealt);
    return tr("%1 is not finished. Leave it? It is kept in your records as left unfinished, with "
              "%2 dealt so far.")
        .arg(what, actions);
}

QString SessionTexts::completeNotice() const
{
    return session_.betweenRounds() ? tr("The shoe is ready: press N (or New round) to deal the first round from it.")
                                    : tr("The round is over: press N (or New round) to deal the next one.");
}

QString SessionTexts::outsideDrillNote() const
{
    const Drill* drill = plan_.drill();
    return drill ? tr("<br><i>Outside the drill \"%1\": it resumes with the next round.</i>")
                       .arg(drillName(drill->skill()).toHtmlEscaped())
                 : QString();
}

} // namespace s21::app

// Golden feedback: what the trainee reads in the Feedback panel, and hears, as the window shows it
// (verdict_feedback.h), through whole practice rounds. At each step of a guided round: the hint, the
// feedback on a wrong action taken there first (the step's amount a dollar over, else the last step
// taken again), then on the step the procedure expects; then a round of free practice so played,
// where the table takes a wrong action or not. Written out and compared with
// tests/golden/app/feedback.txt, so that a change of the panel's wording or markup shows as a diff in
// review.
//
// To accept a change on purpose, write the file anew and read the diff before committing:
//     S21_UPDATE_GOLDEN=1 build/debug/tests/app/tst_golden_feedback

#include "../golden_file.h"
#include "app/session/trainer_session.h"
#include "app/window/verdict_feedback.h"

#include <QtTest>

#include <sstream>
#include <string>

using namespace s21;

namespace {

const char* soundWord(const std::optional<app::Sound>& sound)
{
    if (!sound)
        return "silent";
    switch (*sound) {
    case app::Sound::Card: return "card";
    case app::Sound::Chips: return "chips";
    case app::Sound::Error: return "error tone";
    case app::Sound::RoundEnd: return "chime";
    }
    return "?";
}

app::SessionOptions practice(std::uint64_t seed, app::Mode mode)
{
    app::SessionOptions options;
    options.profile = marylandProfile(6);
    options.mode = mode;
    options.players = 5;
    options.seed = seed;
    options.playerErrors = 0.2;
    options.shoe = app::ShoePreparation::Skip;
    return options;
}

// A wrong action at this step: the step's amount a dollar over, else the last step taken again.
std::optional<DealerAction> wrongAction(const Procedure& procedure, const std::optional<DealerAction>& last)
{
    DealerAction wrong = procedure.expected().front();
    if (wrong.amount.isZero())
        return last;
    wrong.amount += Money::dollars(1);
    return wrong;
}

// One round of `seed` in `mode`, each step written to `out`.
void playRound(std::uint64_t seed, app::Mode mode, std::ostream& out)
{
    app::TrainerSession session(practice(seed, mode));
    out << "== seed " << seed << (mode == app::Mode::Guided ? ", guided practice" : ", free practice") << "\n";
    const auto told = [&](const char* what, const Verdict& verdict) {
        const bool applied = !session.log().empty() && session.log().back().applied;
        const app::VerdictFeedback feedback = app::verdictFeedback(verdict, mode, applied);
        out << "   " << what << ": " << feedback.html.toStdString() << " [" << soundWord(feedback.sound) << "]\n";
    };
    std::optional<DealerAction> last;
    for (int step = 1; !session.round().complete(); ++step) {
        if (mode == app::Mode::Guided)
            out << step << ". hint: " << session.procedure().hint() << "\n";
        else
            out << step << ".\n";
        if (const std::optional<DealerAction> wrong = wrongAction(session.procedure(), last))
            told("wrong", session.apply(*wrong));
        if (session.round().complete())
            break;
        last = session.procedure().expected().front();
        told("do", session.apply(*last));
    }
    out << "\n";
}

} // namespace

class TestGoldenFeedback : public QObject {
    Q_OBJECT
private slots:
    void practiceReadsAsTheGoldenFileSays();
};

void TestGoldenFeedback::practiceReadsAsTheGoldenFileSays()
{
    std::ostringstream out;
    for (const std::uint64_t seed : {3ULL, 8ULL})
        playRound(seed, app::Mode::Guided, out);
    playRound(3, app::Mode::Free, out);
    test::matchGolden(QStringLiteral(S21_SOURCE_DIR "/tests/golden/app/feedback.txt"), out.str(),
                      "tst_golden_feedback");
}

QTEST_GUILESS_MAIN(TestGoldenFeedback)
#include "tst_golden_feedback.moc"

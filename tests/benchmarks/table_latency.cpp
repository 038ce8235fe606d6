// table_latency: click to repainted table on the real trainer window (docs/benchmarks.md, "Click to
// repainted table"). Seven players at 1920x1080 in guided practice, dealt whole rounds in which two
// seats split; every click, key and command of each expected action's mouse plan is sent as a real
// event (the GUI tests' driver) and timed until the window's repaint that painted the table again
// has ended (the table, the panel's lines and the status line painted and flushed). Prints the
// median, p99 and worst of every step, and of the steps taken with nine hands or more on the table
// (seven, and the two splits) and chips out, and the share of the viewport repainted. Apart, for
// reference: the scene built again for the same state, and the whole viewport repainted. With
// `moving`, the cards and chips move at the Quick speed (table_motion.h) and each frame of their
// moves is timed too, the viewport's paint event: a frame must take less than the display's 16.7 ms.
// Lists last the slowest 1% of steps, each with its round's seed, its action and the gesture sent.
// The rounds are dealt in one window, as a trainee deals them, each started from its seed (the
// session restarted, as an exam's rounds are); with `fresh`, each in a window of its own, as the
// benchmark did until session 36: the scene's kept outlines of the places (place_carver.h) then
// start empty at every round.
// Measure a release build:
//
//   cmake --preset release && cmake --build --preset release --target table_latency
//   QT_QPA_PLATFORM=offscreen build/release/tests/benchmarks/table_latency [ROUNDS, 20 if not given] [moving] [fresh]

#include "gui_driver.h"

#include "app/input/gesture_controller.h"
#include "app/session/trainer_session.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPaintEvent>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

using namespace s21;

namespace {

constexpr QSize kScreen(1920, 1080);

// Guided practice, the shoes machine-shuffled: the rounds only.
app::SessionOptions sevenPlayers(std::uint64_t seed)
{
    return {marylandProfile(6), app::Mode::Guided, 7, seed, 0.1, app::ShoePreparation::Skip};
}

// Every seat's hands whose cards are still on the table, as the gesture controller counts them.
std::size_t handsOnTheTable(const RoundState& state)
{
    std::size_t hands = 0;
    for (int seat = 1; seat <= kSeatCount; ++seat)
        hands += app::handsOnTable(state, seat).size();
    return hands;
}

int splitSeats(const RoundState& state)
{
    int seats = 0;
    for (int seat = 1; seat <= kSeatCount; ++seat)
        seats += state.seat(seat).hands.size() >= 2 ? 1 : 0;
    return seats;
}

// The first `count` seeds whose first round, dealt as the procedure expects, has two seats split.
std::vector<std::uint64_t> seedsWithTwoSplits(int count)
{
    std::vector<std::uint64_t> seeds;
    for (std::uint64_t seed = 1; static_cast<int>(seeds.size()) < count && seed < 100000; ++seed) {
        app::TrainerSession session(sevenPlayers(seed));
        int most = 0;
        while (!session.round().complete()) {
            most = std::max(most, splitSeats(session.state()));
            session.apply(session.round().expected().front());
        }
        if (most >= 2)
            seeds.push_back(seed);
    }
    return seeds;
}

struct Figures {
    std::vector<double> fullTable; // nine hands or more on the table
    std::vector<double> share;     // of the viewport repainted after a step, in per cent
    std::vector<double> stepPaint; // of a step, the table's paint events
    std::vector<double> frames;    // a move's frames, when the table moves
    std::vector<double> rebuild;   // TableScene::refresh alone, the same state again
    std::vector<double> repaint;   // the whole viewport repainted, for reference
    struct Step {
        double ms;
        std::uint64_t seed;
        std::string action; // its notation, and the gesture that sent it
    };
    std::vector<Step> steps; // every step: its time, and what to list of the slowest
};

// GestureStep::Kind's words, in its order.
constexpr std::array<const char*, 6> kGestureWords{"click", "shift-click", "type", "key", "command", "drag"};

double msSince(const QElapsedTimer& timer) { return static_cast<double>(timer.nsecsElapsed()) / 1e6; }

// The viewport's paint events, how much of it they repainted and how long each took; and when the
// window's repaint that painted the table ended: the table is on the screen once the window has
// painted all it had to (the panel's lines too) and flushed it.
class PaintWatch : public QObject {
public:
    explicit PaintWatch(QWidget& viewport) : viewport_(viewport), window_(*viewport.window())
    {
        viewport.installEventFilter(this);
        window_.installEventFilter(this);
        clock.start();
    }
    int paints = 0;
    double pixels = 0;
    std::vector<double> paintMs;
    QElapsedTimer clock;      // started when the watch is made
    double lastPaintedAt = 0; // by `clock`, in ms: when the window's last repaint with the table ended
    // Delivers what Qt has posted (the scene's changes, then the window's update request) until the
    // viewport has painted, or nothing was left to paint.
    void settle()
    {
        const int before = paints;
        for (int pass = 0; pass < 8 && paints == before; ++pass)
            QCoreApplication::sendPostedEvents();
    }
    double viewportPixels() const { return static_cast<double>(viewport_.width()) * viewport_.height(); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == &window_ && event->type() == QEvent::UpdateRequest && !flushing_) {
            const int before = paints;
            flushing_ = true; // the window's repaint delivered from here, to see when it ends
            QCoreApplication::sendEvent(watched, event);
            flushing_ = false;
            if (paints != before)
                lastPaintedAt = msSince(clock);
            return true;
        }
        if (watched != &viewport_ || event->type() != QEvent::Paint || timing_)
            return false;
        ++paints;
        for (const QRect& rect : static_cast<QPaintEvent*>(event)->region())
            pixels += static_cast<double>(rect.width()) * rect.height();
        // The paint event delivered from here, to time it.
        timing_ = true;
        QElapsedTimer timer;
        timer.start();
        QCoreApplication::sendEvent(watched, event);
        paintMs.push_back(msSince(timer));
        if (!flushing_) // painted at once (QWidget::repaint), not by the window's repaint
            lastPaintedAt = msSince(clock);
        timing_ = false;
        return true;
    }

private:
    QWidget& viewport_;
    QWidget& window_;
    bool timing_ = false;
    bool flushing_ = false;
};

// Sets `window` out on the screen as the trainer opens it, and shown.
bool showWindow(app::MainWindow& window, bool moving)
{
    if (moving)
        window.scene().motion().setDuration(app::motionSpeedInfo(app::MotionSpeed::Quick).milliseconds);
    window.resize(kScreen);
    window.show();
    QApplication::setActiveWindow(&window);
    if (!QTest::qWaitForWindowExposed(&window)) {
        std::cerr << "the window was not exposed\n";
        return false;
    }
    return true;
}

// Deals the round under way in `window`, timing each step.
void dealRound(app::MainWindow& window, std::uint64_t seed, bool moving, Figures& figures)
{
    test::GuiDriver driver(window);
    PaintWatch watch(*window.view().viewport());
    watch.settle();
    while (!window.session().round().complete()) {
        const DealerAction next = window.session().round().expected().front();
        for (const app::GestureStep& step : app::mousePlan(next, window.session().state())) {
            const bool full = handsOnTheTable(window.session().state()) >= 9;
            watch.pixels = 0;
            watch.paintMs.clear();
            const double start = msSince(watch.clock);
            driver.perform({step}, false);
            watch.settle();
            // Until the window's repaint with the table ended (what the window does after, such as
            // opening a round's summary once the table is painted, is not the click's), or settled if
            // nothing changed.
            const double ms = (watch.paintMs.empty() ? msSince(watch.clock) : watch.lastPaintedAt) - start;
            figures.steps.push_back(
                {ms, seed, notation(next) + " (" + kGestureWords.at(static_cast<std::size_t>(step.kind)) + ")"});
            figures.share.push_back(100 * watch.pixels / watch.viewportPixels());
            figures.stepPaint.push_back(std::accumulate(watch.paintMs.begin(), watch.paintMs.end(), 0.0));
            if (full)
                figures.fullTable.push_back(ms);
            if (!moving) { // where the time goes: the scene built again, and the viewport painted whole
                QElapsedTimer part;
                part.start();
                window.scene().refresh(window.session().state());
                figures.rebuild.push_back(msSince(part));
                watch.settle();
                part.restart();
                window.view().viewport()->repaint();
                figures.repaint.push_back(msSince(part));
            }
            watch.paintMs.clear();
            while (window.scene().motion().moving())
                QTest::qWait(4); // the animation timer moves the items on, and Qt paints each frame
            if (moving)
                figures.frames.insert(figures.frames.end(), watch.paintMs.begin(), watch.paintMs.end());
        }
    }
}

void report(const char* what, std::vector<double> times, const char* unit = "ms")
{
    if (times.empty()) {
        std::cout << what << ": none\n";
        return;
    }
    std::sort(times.begin(), times.end());
    const auto at = [&](double fraction) {
        const auto index = static_cast<std::size_t>(std::ceil(fraction * static_cast<double>(times.size()))) - 1;
        return times[std::min(index, times.size() - 1)];
    };
    std::cout << what << ": " << times.size() << " steps, median " << at(0.5) << ' ' << unit << ", p99 " << at(0.99)
              << ' ' << unit << ", worst " << times.back() << ' ' << unit << '\n';
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    const auto given = [&](const char* word) {
        return std::any_of(argv + std::min(argc, 2), argv + argc,
                           [&](const char* arg) { return std::string(arg) == word; });
    };
    const bool moving = given("moving");
    const bool fresh = given("fresh");
    Figures figures;
    const std::vector<std::uint64_t> seeds = seedsWithTwoSplits(rounds);
    if (fresh) { // a window of its own for each round: its scene's kept outlines start empty each time
        for (const std::uint64_t seed : seeds) {
            std::cout << "seed " << seed << '\n';
            app::MainWindow window(sevenPlayers(seed), {{"MD", marylandProfile(6)}});
            if (!showWindow(window, moving))
                return 1;
            dealRound(window, seed, moving, figures);
        }
    } else { // one window, as a trainee deals round after round: each round from its seed (restart)
        app::MainWindow window(sevenPlayers(seeds.front()), {{"MD", marylandProfile(6)}});
        if (!showWindow(window, moving))
            return 1;
        for (const std::uint64_t seed : seeds) {
            std::cout << "seed " << seed << '\n';
            if (seed != seeds.front()) {
                if (window.summary())
                    window.summary()->reject();
                window.session().restart(sevenPlayers(seed));
                QCoreApplication::sendPostedEvents();
                QTest::qWait(1);
            }
            dealRound(window, seed, moving, figures);
            QTest::qWait(1); // the round's summary opens
        }
    }
    std::cout << "click to repainted table at " << kScreen.width() << 'x' << kScreen.height() << ", seven players:\n";
    std::vector<double> all;
    for (const Figures::Step& step : figures.steps)
        all.push_back(step.ms);
    report("  every step", all);
    report("  nine hands or more on the table", figures.fullTable);
    report("  the viewport repainted after a step", figures.share, "%");
    report("  of a step, the table's painting", figures.stepPaint);
    if (!moving) {
        report("  the scene built again for the same state", figures.rebuild);
        report("  the whole viewport repainted, for reference", figures.repaint);
    }
    if (moving)
        report("  a frame of the cards and chips moving", figures.frames);
    // The slowest 1%: what to look at next.
    std::sort(figures.steps.begin(), figures.steps.end(),
              [](const Figures::Step& a, const Figures::Step& b) { return a.ms > b.ms; });
    figures.steps.resize(std::min(figures.steps.size(), (figures.steps.size() + 99) / 100));
    std::cout << "the slowest 1% of steps:\n";
    for (const Figures::Step& step : figures.steps)
        std::cout << "  " << step.ms << " ms, seed " << step.seed << ": " << step.action << '\n';
    return 0;
}

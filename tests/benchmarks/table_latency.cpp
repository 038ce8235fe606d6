// table_latency: click to repainted table on the real trainer window (docs/benchmarks.md, "Click to
// repainted table"). Seven players at 1920x1080 in guided practice, dealt whole rounds in which two
// seats split; every click, key and command of each expected action's mouse plan is sent as a real
// event (the GUI tests' driver) and timed until the table's viewport has repainted. Prints the
// median, p99 and worst of every step, and of the steps taken with nine hands or more on the table
// (seven, and the two splits) and chips out; and, apart, the two parts of a step's time: the scene
// built again for the same state, and the viewport painted again. With `moving`, the cards and chips move at the Quick
// speed (table_motion.h) and each frame of their moves is timed too, a repaint of the viewport with
// the items where the move has them: a frame must take less than the display's 16.7 ms. Measure a
// release build:
//
//   cmake --preset release && cmake --build --preset release --target table_latency
//   QT_QPA_PLATFORM=offscreen build/release/tests/benchmarks/table_latency [ROUNDS] [moving]

#include "gui_driver.h"

#include "app/input/gesture_controller.h"
#include "app/session/trainer_session.h"

#include <QApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iostream>
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
    std::vector<double> all;
    std::vector<double> fullTable; // nine hands or more on the table
    std::vector<double> frames;    // a move's frames, when the table moves
    std::vector<double> rebuild;   // TableScene::refresh alone, the same state again
    std::vector<double> repaint;   // the viewport's repaint alone
};

double msSince(const QElapsedTimer& timer) { return static_cast<double>(timer.nsecsElapsed()) / 1e6; }

void dealRound(std::uint64_t seed, bool moving, Figures& figures)
{
    app::MainWindow window(sevenPlayers(seed), {{"MD", marylandProfile(6)}});
    if (moving)
        window.scene().motion().setDuration(app::motionSpeedInfo(app::MotionSpeed::Quick).milliseconds);
    window.resize(kScreen);
    window.show();
    QApplication::setActiveWindow(&window);
    if (!QTest::qWaitForWindowExposed(&window)) {
        std::cerr << "the window was not exposed\n";
        return;
    }
    test::GuiDriver driver(window);
    while (!window.session().round().complete()) {
        const DealerAction next = window.session().round().expected().front();
        for (const app::GestureStep& step : app::mousePlan(next, window.session().state())) {
            const bool full = handsOnTheTable(window.session().state()) >= 9;
            QElapsedTimer timer;
            timer.start();
            driver.perform({step}, false);
            window.view().viewport()->repaint();
            const double ms = msSince(timer);
            figures.all.push_back(ms);
            if (full)
                figures.fullTable.push_back(ms);
            if (!moving) { // where the time goes: the scene built again, and the viewport painted again
                QElapsedTimer part;
                part.start();
                window.scene().refresh(window.session().state());
                figures.rebuild.push_back(msSince(part));
                part.restart();
                window.view().viewport()->repaint();
                figures.repaint.push_back(msSince(part));
            }
            while (window.scene().motion().moving()) {
                QTest::qWait(4); // the animation timer moves the items on
                QElapsedTimer frame;
                frame.start();
                window.view().viewport()->repaint();
                figures.frames.push_back(msSince(frame));
            }
        }
    }
}

void report(const char* what, std::vector<double> times)
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
    std::cout << what << ": " << times.size() << " steps, median " << at(0.5) << " ms, p99 " << at(0.99)
              << " ms, worst " << times.back() << " ms\n";
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    const bool moving = argc > 2 && std::string(argv[2]) == "moving";
    Figures figures;
    for (const std::uint64_t seed : seedsWithTwoSplits(rounds)) {
        std::cout << "seed " << seed << '\n';
        dealRound(seed, moving, figures);
    }
    std::cout << "click to repainted table at " << kScreen.width() << 'x' << kScreen.height() << ", seven players:\n";
    report("  every step", figures.all);
    report("  nine hands or more on the table", figures.fullTable);
    if (!moving) {
        report("    of which the scene built again", figures.rebuild);
        report("    and the viewport painted", figures.repaint);
    }
    if (moving)
        report("  a frame of the cards and chips moving", figures.frames);
    return 0;
}

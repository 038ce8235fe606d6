#pragma once
// Drives the trainer's real window through QTest mouse and key events: a gesture plan
// (app/gesture_plan.h) is replayed as clicks on the table view's viewport, clicks on the action
// bar's buttons, typed digits and shortcuts. Shared by the GUI tests, the latency benchmark (table_latency) and the
// screenshot tour.

#include "app/input/command_bar.h"
#include "app/input/gesture_plan.h"
#include "app/input/number_pad.h"
#include "app/table/table_items.h"
#include "app/table/table_scene.h"
#include "app/table/table_view.h"
#include "app/window/main_window.h"

#include <QAction>
#include <QToolButton>
#include <QtTest>

#include <memory>
#include <optional>

namespace s21::test {

// The occupied seat farthest to the dealer's right: dealing to it first is a dealing-order mistake.
inline int lastOccupiedSeat(const RoundState& state)
{
    int seat = kSeatCount;
    while (!state.occupied(seat))
        --seat;
    return seat;
}

// The window shown and made active, once the platform has exposed it; nullptr when it never is.
inline std::unique_ptr<app::MainWindow> shown(std::unique_ptr<app::MainWindow> window)
{
    window->show();
    QApplication::setActiveWindow(window.get());
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

// A window over `library`, shown, dealing rounds only (the shoe procedure has its own tests) to four
// players under the default profile; nullptr when it is never exposed.
inline std::unique_ptr<app::MainWindow> roundsWindow(const std::vector<app::ScenarioEntry>& library)
{
    app::SessionOptions o;
    o.players = 4;
    o.shoe = app::ShoePreparation::Skip;
    return shown(std::make_unique<app::MainWindow>(o, std::vector<app::ProfileEntry>{{"MD", o.profile}}, library));
}

// The round just finished: its summary, which opens once the table is painted, waited for and
// accepted (the next round dealt), and the window active again, as a window manager makes it when
// a dialog closes. False when no summary opened.
inline bool acceptSummary(app::MainWindow& window)
{
    if (!QTest::qWaitFor([&] { return window.summary() != nullptr; }))
        return false;
    window.summary()->accept();
    QApplication::setActiveWindow(&window);
    return true;
}

class GuiDriver {
public:
    explicit GuiDriver(app::MainWindow& window) : window_(window) {}

    // A viewport point whose click lands on the target's item (the topmost there), if any.
    std::optional<QPoint> pointFor(const app::Target& target) const
    {
        app::TableScene& scene = window_.scene();
        app::HotspotItem* item = scene.hotspot(target);
        if (!item)
            return std::nullopt;
        const QRectF box = item->sceneBoundingRect().adjusted(8, 8, -8, -8);
        for (double fy : {0.5, 0.3, 0.7, 0.15, 0.85})
            for (double fx : {0.5, 0.3, 0.7, 0.15, 0.85, 0.05, 0.95}) {
                // The viewport's whole pixel, mapped back: the scene point the click will be at.
                const QPoint at =
                    window_.view().mapFromScene(QPointF(box.left() + fx * box.width(), box.top() + fy * box.height()));
                if (window_.view().viewport()->rect().contains(at) &&
                    scene.hotspotAt(window_.view().mapToScene(at)) == item)
                    return at;
            }
        return std::nullopt;
    }

    bool click(const app::Target& target, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        const std::optional<QPoint> at = pointFor(target);
        if (!at)
            return false;
        QTest::mouseClick(window_.view().viewport(), Qt::LeftButton, modifiers, *at);
        return true;
    }

    // Presses on `from`, moves half way and on to `to`, releases there.
    bool drag(const app::Target& from, const app::Target& to)
    {
        const std::optional<QPoint> start = pointFor(from);
        const std::optional<QPoint> end = pointFor(to);
        if (!start || !end)
            return false;
        QWidget* viewport = window_.view().viewport();
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, *start);
        QTest::mouseMove(viewport, (*start + *end) / 2);
        QTest::mouseMove(viewport, *end);
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, *end);
        return true;
    }

    // Replays the steps by the keyboard alone (commands by their shortcuts), or by the mouse alone:
    // commands by their buttons, numbers and keys (Enter, Up) by the number pad's buttons. False when a
    // target is not on the table, or a key has no button.
    bool perform(const std::vector<app::GestureStep>& steps, bool keyboard)
    {
        using Kind = app::GestureStep::Kind;
        for (const app::GestureStep& step : steps) {
            switch (step.kind) {
            case Kind::Click:
                if (!click(step.target))
                    return false;
                break;
            case Kind::ShiftClick:
                if (!click(step.target, Qt::ShiftModifier))
                    return false;
                break;
            case Kind::Drag:
                if (!drag(step.target, step.to))
                    return false;
                break;
            case Kind::Type:
                if (keyboard)
                    QTest::keyClicks(&window_.view(), step.text);
                else if (!typeOnPad(step.text))
                    return false;
                break;
            case Kind::Key:
                if (keyboard)
                    QTest::keyClick(&window_.view(), static_cast<Qt::Key>(step.key), step.modifiers);
                else if (!pressOnPad(step.key, step.modifiers))
                    return false;
                break;
            case Kind::Command:
                if (keyboard)
                    QTest::keySequence(&window_.view(), window_.commands().action(step.command)->shortcut());
                else
                    QTest::mouseClick(window_.commands().button(step.command), Qt::LeftButton);
                break;
            }
        }
        return true;
    }

    // The mouse's way of typing: each character's button on the number pad, clicked. False for a
    // character the pad has no button for.
    bool typeOnPad(const QString& text)
    {
        for (const QChar character : text) {
            QToolButton* button = window_.numberPad().button(character);
            if (!button)
                return false;
            QTest::mouseClick(button, Qt::LeftButton);
        }
        return true;
    }
    // The pad's button for a key (Enter, Escape, Up, ...); false for a key it has none for (a
    // modifier held, Ctrl+N: the keyboard's alone).
    bool pressOnPad(int key, Qt::KeyboardModifiers modifiers)
    {
        QToolButton* button = modifiers == Qt::NoModifier ? window_.numberPad().button(key) : nullptr;
        if (!button)
            return false;
        QTest::mouseClick(button, Qt::LeftButton);
        return true;
    }

    // A round's action, or between rounds the shoe procedure's.
    bool performByMouse(const DealerAction& action)
    {
        if (window_.session().betweenRounds())
            return perform(app::shoeMousePlan(action), false);
        return perform(app::mousePlan(action, window_.session().state()), false);
    }
    bool performByKeyboard(const DealerAction& action)
    {
        if (window_.session().betweenRounds())
            return perform(app::shoeKeyboardPlan(action), true);
        return perform(app::keyboardPlan(action, window_.session().state()), true);
    }

    // The procedure's next step (the round's, or the shoe procedure's between rounds), taken by
    // mouse or keyboard; false, with a warning naming the step, when it could not be done or came
    // out as another action (so that a loop over the steps ends).
    bool takeExpected(bool keyboard)
    {
        const DealerAction next = window_.session().procedure().expected().front();
        const std::size_t before = window_.session().log().size();
        if (!(keyboard ? performByKeyboard(next) : performByMouse(next))) {
            qWarning("%s: a place of its plan is not on the table", notation(next).c_str());
            return false;
        }
        const auto& log = window_.session().log();
        if (log.size() != before + 1 || log.back().verdict.isMistake()) {
            qWarning("%s came out as %s", notation(next).c_str(),
                     log.size() > before ? notation(log.back().verdict.action).c_str() : "nothing");
            return false;
        }
        return true;
    }

private:
    app::MainWindow& window_;
};

} // namespace s21::test

#!/usr/bin/python3
"""The trainer as a screen reader sees it, over the real AT-SPI bus (issue 39).

Starts the real spanish21-trainer on a real X server (xvfb-run) inside a D-Bus session of its own
(dbus-run-session), with Qt's AT-SPI bridge on (QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1), and reads it
from outside the process through pyatspi, as Orca does:

1. the application is on the registry, its first-start dialog ("who is dealing?") is answered
   through AT-SPI (EditableText, Action), and the window (a frame) has the trainer's title;
2. the menu bar's menus have names, and every panel command is a named menu item;
3. the table (TableView's own accessible interface, table_accessible.h) has children named in words:
   the shoe, the rack, the tray, the dealer and every seat, none empty;
4. every push button and editable field of the window has a name (a combo box, whose name is its
   value on Linux, is labelled by a named label);
5. Practice > Settings... activated through AT-SPI's Action opens the Settings dialog, whose controls
   are named, and its Cancel closes it;
6. focus moved with Component.grab_focus is reported as object:state-changed:focused and focus:
   events for the named control;
7. every other window the menu bar opens without a server or a network (Trainee..., History...,
   Progress..., Scenarios..., Open scenario... (Qt's own file dialog: its title and focus only),
   Start an exam..., the class view (before signing in), the procedure guide), opened through the
   menu item's Action: it has its title, its push buttons, fields, spin boxes, lists, tables and trees
   are named (combo boxes by a named label), focus lands on a named control and is heard, and its
   Cancel or Close closes it; the action bar's insurance buttons are read in full words.

Usage: atspi_screen_reader.py TRAINER [--slow]   (--slow: more patience, for a sanitizer build)
Needs Debian's python3-pyatspi, gir1.2-atspi-2.0, at-spi2-core, dbus-daemon and xvfb
(bash packaging/dev.sh deps). Run with Debian's /usr/bin/python3, which has pyatspi.
"""

import os
import signal
import subprocess
import sys
import tempfile
import time

INNER = "S21_ATSPI_INNER"
TRAINEE = "Orca Tester"
SCREEN = "1600x1000x24"


def fail(message):
    print(f"FAIL: {message}", flush=True)
    raise SystemExit(1)


def outer(argv):
    """Runs this script again inside its own D-Bus session and X server, killed whole on time-out."""
    slow = "--slow" in argv
    limit = 150 if slow else 60
    for tool in ("dbus-run-session", "xvfb-run"):
        if not any(os.access(os.path.join(d, tool), os.X_OK) for d in os.environ.get("PATH", "").split(":")):
            fail(f"{tool} is not installed (bash packaging/dev.sh deps installs what the tests need)")
    env = dict(os.environ, **{INNER: "1"})
    command = ["dbus-run-session", "--", "xvfb-run", "-a", "-s", f"-screen 0 {SCREEN}",
               "/usr/bin/python3", os.path.abspath(__file__)] + argv
    started = time.monotonic()
    # A process group of its own: the session bus, Xvfb, the accessibility bus and the trainer all go
    # with it when it overstays.
    process = subprocess.Popen(command, env=env, start_new_session=True)
    try:
        code = process.wait(timeout=limit)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        fail(f"the AT-SPI walk did not finish in {limit} s: killed")
    finally:
        try:
            os.killpg(process.pid, signal.SIGKILL)  # whatever the session left behind
        except ProcessLookupError:
            pass
    print(f"atspi_screen_reader: {'passed' if code == 0 else 'failed'} in {time.monotonic() - started:.1f} s")
    return code


def inner(argv):
    try:
        import pyatspi
        from gi.repository import GLib
    except ImportError as error:
        fail(f"pyatspi is not importable by {sys.executable} ({error}): install python3-pyatspi and "
             "gir1.2-atspi-2.0 (bash packaging/dev.sh deps), and run with Debian's /usr/bin/python3")

    trainer = argv[0]
    patience = 3.0 if "--slow" in argv else 1.0
    data = tempfile.TemporaryDirectory(prefix="s21-atspi-")
    runtime = os.path.join(data.name, "runtime")
    os.mkdir(runtime, 0o700)
    env = dict(os.environ, XDG_DATA_HOME=os.path.join(data.name, "data"),
               XDG_CONFIG_HOME=os.path.join(data.name, "config"), XDG_RUNTIME_DIR=runtime,
               QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb")  # never the offscreen platform
    # A pinned seed: the same players; a ready-shuffled shoe: the table opens on a round.
    trainer_process = subprocess.Popen([trainer, "--mute", "--shoe", "skip", "--seed", "7"], env=env)

    events = []
    gained = []  # what focus:state-changed:focused events said gained the focus, in order

    def heard(event):
        try:
            events.append((event.type, event.source.getRole(), event.source.name or "", event.detail1))
            if event.type == "object:state-changed:focused" and event.detail1 == 1:
                gained.append(event.source)
        except Exception as error:  # the source has gone: a screen reader hears nothing of it
            events.append((event.type, None, f"<gone: {error}>", event.detail1))

    pyatspi.Registry.registerEventListener(heard, "object:state-changed:focused", "focus:")
    context = GLib.MainContext.default()

    def pump(seconds):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            while context.pending():
                context.iteration(False)
            time.sleep(0.02)

    def wait_for(what, probe, seconds):
        """Polls probe() (events delivered meanwhile) until it gives something, or fails naming what."""
        end = time.monotonic() + seconds * patience
        while True:
            if trainer_process.poll() is not None:
                fail(f"the trainer exited with {trainer_process.returncode} while waiting for {what}")
            try:
                found = probe()
            except Exception:  # an object that went away between two calls: ask again
                found = None
            if found:
                return found
            if time.monotonic() > end:
                fail(f"no {what} within {seconds * patience:.0f} s")
            pump(0.1)

    def children(node):
        return [c for c in (node.getChildAtIndex(i) for i in range(node.childCount)) if c is not None]

    def walk(node, skip_menus=False):
        yield node
        for child in children(node):
            if skip_menus and child.getRole() == pyatspi.ROLE_MENU_BAR:
                continue
            yield from walk(child, skip_menus)

    def find(node, role, name):
        return next((n for n in walk(node) if n.getRole() == role and n.name == name), None)

    def states(node):
        return node.getState()

    def describe(node):
        return f"{node.getRoleName()} '{node.name}'"

    def path_of(node):
        parts = []
        while node is not None and node.getRole() != pyatspi.ROLE_APPLICATION:
            parts.append(describe(node))
            node = node.parent
        return " < ".join(parts)

    # Read as a whole by their name: their rows, items and cells are not walked (a library's list is long).
    collections = (pyatspi.ROLE_LIST, pyatspi.ROLE_LIST_BOX, pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE,
                   pyatspi.ROLE_TREE_TABLE)
    wholes = collections + (pyatspi.ROLE_COMBO_BOX,)  # a combo box's popup list is its own

    def controls(root):
        """The window's nodes but its menus and what the lists, tables, trees and combo boxes hold."""
        yield root
        for child in children(root):
            if child.getRole() != pyatspi.ROLE_MENU_BAR:
                yield from ([child] if child.getRole() in wholes else controls(child))

    def label_of(node):
        return next((relation.getTarget(i).name for relation in node.getRelationSet()
                     if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY
                     for i in range(relation.getNTargets()) if relation.getTarget(i).name.strip()), "")

    def spoken(node):
        """What a screen reader reads for a control: a combo box (named by its value on Linux) by its label."""
        return label_of(node) if node.getRole() == pyatspi.ROLE_COMBO_BOX else node.name.strip()

    def unnamed_controls(root):
        """Push buttons, editable fields, spin buttons, lists, tables and trees without a name, and combo
        boxes without a named label: what a screen reader would read as a bare role."""
        missing = []
        for node in controls(root):
            role = node.getRole()
            editable = states(node).contains(pyatspi.STATE_EDITABLE)
            if role in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_TEXT,
                        pyatspi.ROLE_ENTRY, pyatspi.ROLE_PASSWORD_TEXT) + collections or editable:
                if not node.name.strip():
                    missing.append(path_of(node))
            elif role == pyatspi.ROLE_COMBO_BOX and not spoken(node):
                missing.append(path_of(node) + " (no label)")
        return missing

    def press(node):
        action = node.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        if "Press" not in names:
            fail(f"{path_of(node)} has no Press action (its actions: {names})")
        action.doAction(names.index("Press"))

    try:
        # 1. The application on the registry, by the trainer's process id.
        def application():
            for app in pyatspi.Registry.getDesktop(0):
                if app is not None and app.get_process_id() == trainer_process.pid and app.childCount > 0:
                    return app
            return None

        app = wait_for("spanish21-trainer on the AT-SPI registry", application, 20)

        # A station's first start asks who is dealing (records in an empty folder): answered as a
        # screen reader's user would, through the dialog's named field and button.
        welcome = wait_for("first-start dialog", lambda: next(
            (w for w in children(app) if w.getRole() == pyatspi.ROLE_DIALOG and w.name.startswith("Welcome")), None),
            10)
        missing = unnamed_controls(welcome)
        if missing:
            fail("the first-start dialog has controls without a name: " + "; ".join(missing))
        field = next((n for n in walk(welcome) if n.getRole() == pyatspi.ROLE_TEXT), None)
        if field is None or "Who is dealing" not in field.name:
            fail(f"the first-start dialog's name field is not named by its question: {field and field.name!r}")
        field.queryEditableText().setTextContents(TRAINEE)
        press(find(welcome, pyatspi.ROLE_PUSH_BUTTON, "OK") or fail("the first-start dialog has no OK button"))

        frame = wait_for("main window (a frame) on the registry", lambda: next(
            (w for w in children(app) if w.getRole() == pyatspi.ROLE_FRAME), None), 10)
        if frame.name != "Spanish 21 Dealer Trainer":
            fail(f"the main window's title is {frame.name!r}, expected 'Spanish 21 Dealer Trainer'")
        dealing = wait_for(f"'Dealing: {TRAINEE}' in the panel (the name typed through AT-SPI)",
                           lambda: find(frame, pyatspi.ROLE_LABEL, f"Dealing: {TRAINEE}"), 10)
        print(f"ok 1 - {describe(app)} with {describe(frame)}; the first-start dialog answered: {dealing.name}")

        # 2. The menu bar, its menus and the panel's commands as named menu items.
        menubar = next((c for c in children(frame) if c.getRole() == pyatspi.ROLE_MENU_BAR), None)
        if menubar is None:
            fail(f"no menu bar among the window's children: {[describe(c) for c in children(frame)]}")
        menus = children(menubar)
        unnamed_menus = [i for i, menu in enumerate(menus) if not menu.name.strip()]
        if not menus or unnamed_menus:
            fail(f"the menu bar's menus {[m.name for m in menus]} include unnamed ones at {unnamed_menus}")
        expected_menus = ["File", "Trainee", "Practice", "Exam", "School", "Help"]
        if [m.name for m in menus] != expected_menus:
            fail(f"the menu bar reads {[m.name for m in menus]}, expected {expected_menus}")
        items = {}
        for menu in menus:
            for node in walk(menu):
                if node is menu or node.getRole() != pyatspi.ROLE_MENU_ITEM:
                    continue
                if not node.name.strip():
                    fail(f"a menu item without a name in the {menu.name} menu: {path_of(node)}")
                items[node.name] = node
        # Every panel button (side_panel.cpp, commandFor) is a menu command with its shortcut.
        panel_commands = {"Trainee…": "Ctrl+T", "History…": "Ctrl+H", "Progress…": "Ctrl+P",
                          "Start an exam…": "Ctrl+E", "Scenarios…": "Ctrl+L", "Settings…": "Ctrl+,",
                          "The class on the school's server…": "Ctrl+K", "Open scenario…": "Ctrl+O",
                          "Procedure guide": "F1"}
        for name, keys in panel_commands.items():
            if name not in items:
                fail(f"the command '{name}' is not a menu item; the menus hold {sorted(items)}")
            action = items[name].queryAction()
            bindings = [action.getKeyBinding(i) for i in range(action.nActions)]
            if not any(keys in binding for binding in bindings):
                fail(f"the menu item '{name}' tells the key binding {bindings}, expected {keys}")
        print(f"ok 2 - menus {expected_menus}, {len(items)} named menu items with the panel's commands and keys")

        # 3. The table's own accessible children, named in words.
        table = find(frame, pyatspi.ROLE_FILLER, "Table")
        if table is None:
            fail("no 'Table' (the TableView's accessible interface) in the window")
        elements = children(table)
        names = [e.name for e in elements]
        if not elements:
            fail("the table exposes no children")
        empty = [i for i, name in enumerate(names) if not name.strip()]
        if empty:
            fail(f"table children without a name at {empty}: {names}")
        for expected in ("Shoe: 288 cards", "Discard rack: 0 cards", "Dealer: no cards"):
            if expected not in names:
                fail(f"the table has no '{expected}' (six decks of 48 cards, nothing dealt); it reads {names}")
        if not any(name.startswith("Chip tray: $") for name in names):
            fail(f"the table has no 'Chip tray: $…'; it reads {names}")
        for seat in range(1, 8):
            if not any(name.startswith(f"Seat {seat}:") or name.startswith(f"Seat {seat},") for name in names):
                fail(f"seat {seat} is not read on the table; it reads {names}")
        if not any("wager $" in name for name in names):
            fail(f"no wager is read on the table at a round's start; it reads {names}")
        print(f"ok 3 - the table reads {len(names)} named elements: {names[0]!r}, {names[1]!r}, {names[3]!r}, ...")

        # 4. Every push button and field of the window named.
        missing = unnamed_controls(frame)
        if missing:
            fail("controls of the main window without a name: " + "; ".join(missing))
        buttons = [n.name for n in controls(frame) if n.getRole() == pyatspi.ROLE_PUSH_BUTTON]
        # The action bar abbreviates the insurance buttons' labels; a screen reader reads the words.
        for full in ("Offer insurance", "Close insurance"):
            if full not in buttons:
                fail(f"no action bar button read as '{full}'; the buttons read {buttons}")
        shortened = [name for name in buttons if name.endswith(" ins.")]
        if shortened:
            fail(f"action bar buttons read abbreviated: {shortened}")
        print(f"ok 4 - every one of the window's {len(buttons)} push buttons and its fields, boxes and lists is "
              "named; the insurance buttons read 'Offer insurance', 'Close insurance'")

        # 5. Practice > Settings… through the Action interface opens the dialog, its controls named.
        press(items["Settings…"])
        settings = wait_for("Settings dialog after activating the 'Settings…' menu item", lambda: next(
            (w for w in children(app) if w.getRole() == pyatspi.ROLE_DIALOG and w.name == "Settings"), None), 10)
        missing = unnamed_controls(settings)
        if missing:
            fail("controls of the Settings dialog without a name: " + "; ".join(missing))
        fields = [n.name for n in walk(settings) if n.getRole() in (pyatspi.ROLE_TEXT, pyatspi.ROLE_SPIN_BUTTON)]
        for expected in ("Table minimum", "Table maximum", "School server", "Your scenarios"):
            if expected not in fields:
                fail(f"the Settings dialog has no field named '{expected}'; its fields: {fields}")
        print(f"ok 5 - Settings… opened through AT-SPI's Action; its fields are named: {fields}")

        # 6. Focus moved by AT-SPI, heard on the bus as a screen reader hears it.
        wait_for("focus event for the Settings dialog's first field", lambda: any(
            kind == "object:state-changed:focused" and detail == 1 and name == "Table minimum"
            for kind, _, name, detail in events), 10)
        events.clear()
        target = find(settings, pyatspi.ROLE_SPIN_BUTTON, "Table maximum")
        if not target.queryComponent().grabFocus():
            fail("Component.grab_focus on 'Table maximum' was refused")
        wait_for("object:state-changed:focused and focus: events for 'Table maximum' after grab_focus", lambda: {
            kind for kind, role, name, detail in events
            if name == "Table maximum" and role == pyatspi.ROLE_SPIN_BUTTON
            and (kind == "focus:" or detail == 1)} == {"object:state-changed:focused", "focus:"}, 10)
        if not states(target).contains(pyatspi.STATE_FOCUSED):
            fail("'Table maximum' does not say it is focused after grab_focus")
        print("ok 6 - focus moved to 'Table maximum' was heard: "
              + ", ".join(f"{kind} {name!r} {detail}" for kind, _, name, detail in events))

        press(find(settings, pyatspi.ROLE_PUSH_BUTTON, "Cancel") or fail("the Settings dialog has no Cancel"))
        wait_for("the Settings dialog to close after Cancel", lambda: not any(
            w.getRole() == pyatspi.ROLE_DIALOG for w in children(app)), 10)
        print("ok 7 - Cancel closed the Settings dialog")

        # 7. Every other window the menus open without a server, each as a screen reader meets it.
        windows = (pyatspi.ROLE_DIALOG, pyatspi.ROLE_FILE_CHOOSER, pyatspi.ROLE_FRAME)

        def dialogs():
            return [w for w in children(app) if w.getRole() in windows and w is not frame and w.name != frame.name]

        step = iter(range(8, 100))

        def visit(item, title, own_controls=True):
            """Opens `title` through the menu item's Action, checks it as a screen reader reads it, closes it."""
            started = time.monotonic()
            gained.clear()
            press(items[item])
            window = wait_for(f"window after activating the '{item}' menu item", lambda: next(iter(dialogs()), None),
                              10)
            if window.name != title:
                fail(f"'{item}' opened a window titled {window.name!r}, expected {title!r}")
            if own_controls:
                missing = unnamed_controls(window)
                if missing:
                    fail(f"controls of '{title}' without a name: " + "; ".join(missing))
            # Where focus lands on opening, as a screen reader hears it: the control the last focus event
            # names, inside the window and focused still, read by name.
            def inside(node):
                while node is not None and node != window and node.getRole() != pyatspi.ROLE_APPLICATION:
                    node = node.parent
                return node == window

            focused = wait_for(f"focus event for a control of '{title}' on opening", lambda: next(
                (n for n in reversed(gained) if inside(n) and states(n).contains(pyatspi.STATE_FOCUSED)), None), 10)
            if not spoken(focused):
                fail(f"focus lands on an unnamed control when '{title}' opens: {path_of(focused)}")
            heard = describe(focused)
            if focused.getRole() == pyatspi.ROLE_COMBO_BOX:
                heard += f" labelled {spoken(focused)!r}"
            closer = next((n for n in controls(window) if n.getRole() == pyatspi.ROLE_PUSH_BUTTON
                           and n.name in ("Cancel", "Close")), None)
            if closer is None:
                fail(f"'{title}' has no Cancel or Close button")
            closed_by = closer.name
            press(closer)
            wait_for(f"'{title}' to close after {closed_by}", lambda: not dialogs(), 10)
            print(f"ok {next(step)} - {item} opened '{title}', focus heard on {heard}; {closed_by} closed it "
                  f"({time.monotonic() - started:.1f} s)")

        visit("Trainee…", "Trainees")
        visit("History…", f"History of {TRAINEE}")
        visit("Progress…", f"Progress — {TRAINEE}")
        visit("Scenarios…", "Scenario library")
        # Qt's own file dialog (no native one on a bare X server), seen by AT-SPI: its title and focus;
        # not its widgets, Qt's, whose "Look in" and file type boxes have no label relation.
        visit("Open scenario…", "Open scenario", own_controls=False)
        visit("Start an exam…", "Start a certification exam")
        visit("The class on the school's server…", "The class on the school's server")  # before signing in
        visit("Procedure guide", "Procedure guide")
        return 0
    finally:
        trainer_process.kill()
        trainer_process.wait()
        data.cleanup()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print(__doc__)
        sys.exit(2)
    sys.exit(inner(sys.argv[1:]) if os.environ.get(INNER) else outer(sys.argv[1:]))

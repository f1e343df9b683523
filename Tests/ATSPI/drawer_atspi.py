#!/usr/bin/python3
"""Drives drawer-gallery through AT-SPI, the way Orca reads it, and compares with its trace.

Run inside a private session bus (dbus-run-session), with DISPLAY set to an X server:

    dbus-run-session -- /usr/bin/python3 Tests/ATSPI/drawer_atspi.py --gallery PATH

It starts the gallery with accessibility on (`--trace --demo maps`), finds the drawer by role
(panel, GTK's group) and name, reads its value (the panel's description: GTK 4.8 exports no
value text for a group), performs its actions (drawer.expand, drawer.collapse, drawer.close)
and waits for the trace to report the drawer settled. One JSON object per line on standard
output: {"step", "action", "handled", "detent", "traceValue", "atValue", "actions", "handle"}
(the grabber's accessible name); `--lang de_DE.UTF-8` runs the gallery in that language.
`--focus` checks a modal drawer's keyboard focus instead (see focus_checks), one
{"check", "focused", "inside"} per line; `--handle` activates the drawer's handle through its
button's action (see handle_checks). The Swift
test (AccessibilityATSPITests) decides what is right. Exit status 1 and {"error": ...} when the
drawer cannot be found or driven. Uses python3-gi with gir1.2-atspi-2.0 (python3-pyatspi).
"""
import argparse
import json
import os
import subprocess
import sys
import threading
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


class Gallery:
    """The gallery process and its JSON-lines trace, read on a thread."""

    def __init__(self, path, demo, language):
        env = dict(os.environ)
        if language:
            env.update({"LANG": language, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": ""})
        for key in ("GTK_A11Y", "NO_AT_BRIDGE"):
            env.pop(key, None)
        env.update({"GDK_BACKEND": "x11", "GSK_RENDERER": "cairo", "WAYLAND_DISPLAY": ""})
        self.process = subprocess.Popen(
            [path, "--trace", "--demo", demo], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            stdin=subprocess.DEVNULL, env=env, text=True)
        self.events = []
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            try:
                event = json.loads(line)
            except ValueError:
                continue
            with self.lock:
                self.events.append(event)

    def mark(self):
        with self.lock:
            return len(self.events)

    def wait_for(self, name, since=0, timeout=10, where=lambda e: True):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self.lock:
                for event in self.events[since:]:
                    if event.get("event") == name and where(event):
                        return event
            if self.process.poll() is not None:
                raise RuntimeError("gallery exited with status %s" % self.process.returncode)
            time.sleep(0.02)
        raise RuntimeError("no %r trace line within %s s" % (name, timeout))

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


def walk(accessible):
    yield accessible
    for index in range(accessible.get_child_count()):
        child = accessible.get_child_at_index(index)
        if child is not None:
            yield from walk(child)


def find_application(pid, timeout=15):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and app.get_process_id() == pid:
                return app
        time.sleep(0.1)
    raise RuntimeError("pid %d never registered with the accessibility bus" % pid)


def find_drawer(app, name, timeout=10):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for accessible in walk(app):
            if accessible.get_role() == Atspi.Role.PANEL and accessible.get_name() == name:
                return accessible
        time.sleep(0.1)
    raise RuntimeError("no panel named %r" % name)


def at_value(drawer):
    drawer.clear_cache()
    return drawer.get_description()


def wait_for_value(drawer, expected, timeout=3):
    """The value as the AT reads it, once it has caught up with `expected` (or after timeout)."""
    deadline = time.monotonic() + timeout
    value = at_value(drawer)
    while value != expected and time.monotonic() < deadline:
        time.sleep(0.05)
        value = at_value(drawer)
    return value


def action_names(drawer):
    return [drawer.get_action_name(i) for i in range(drawer.get_n_actions())]


def focused(root):
    """The accessible with the focused state under `root`, or None."""
    for accessible in walk(root):
        if accessible.get_state_set().contains(Atspi.StateType.FOCUSED):
            return accessible
    return None


def describe(accessible):
    return None if accessible is None else [accessible.get_role_name(), accessible.get_name()]


def inside(accessible, ancestor_name):
    """Whether `accessible` lies in the panel named `ancestor_name`."""
    while accessible is not None:
        if accessible.get_role() == Atspi.Role.PANEL and accessible.get_name() == ancestor_name:
            return True
        accessible = accessible.get_parent()
    return False


def find_button(app, name):
    for accessible in walk(app):
        if accessible.get_role() == Atspi.Role.PUSH_BUTTON and accessible.get_name() == name:
            return accessible
    raise RuntimeError("no button named %r" % name)


def press(keys):
    subprocess.run(["xdotool", "key", "--delay", "60"] + keys, check=True, timeout=10)
    time.sleep(0.2)


def focus_checks(gallery, args):
    """A modal drawer takes focus when it opens, keeps Tab inside, gives focus back on close."""
    gallery.wait_for("ready", timeout=30)
    app = find_application(gallery.process.pid)
    opener = find_button(app, args.opener)
    # Reach the opener the way a keyboard user does (GTK 4.8 does not implement AT-SPI's
    # GrabFocus), then open the drawer from it.
    for _ in range(25):
        before = focused(app)
        if before is not None and before.get_name() == args.opener:
            break
        press(["Tab"])
    else:
        raise RuntimeError("Tab never reached %r" % args.opener)
    print(json.dumps({"check": "before", "focused": describe(before)}), flush=True)
    mark = gallery.mark()
    opener.do_action(0)
    gallery.wait_for("settled", since=mark, where=lambda e: e.get("detent") != "closed")
    drawer = find_drawer(app, args.drawer)  # a closed drawer's panel is hidden, so not in the tree
    time.sleep(0.3)
    now = focused(app)
    print(json.dumps({"check": "open", "focused": describe(now), "inside": inside(now, args.drawer)}), flush=True)
    # Focus starts on the first row: Shift+Tab would leave the drawer backwards, then Tab at its
    # last widget forwards.
    for number, keys in enumerate([["shift+Tab"], ["Tab"], ["Tab"], ["shift+Tab"], ["shift+Tab"]], start=1):
        press(keys)
        now = focused(app)
        print(json.dumps({"check": "key-%d" % number, "keys": keys, "focused": describe(now),
                          "inside": inside(now, args.drawer)}), flush=True)
    names = action_names(drawer)
    mark = gallery.mark()
    drawer.do_action(names.index("drawer.close"))
    gallery.wait_for("dismissed", since=mark)
    time.sleep(0.3)
    print(json.dumps({"check": "closed", "focused": describe(focused(app))}), flush=True)


def handle_checks(gallery, args):
    """The drawer's handle activated through AT-SPI (its button's click action, what a screen
    reader's double tap performs): each activation is the handle tap, and the drawer cycles."""
    gallery.wait_for("ready", timeout=30)
    drawer = find_drawer(find_application(gallery.process.pid), args.drawer)
    handle = next(child for child in walk(drawer) if child.get_role() == Atspi.Role.PUSH_BUTTON)
    actions = [handle.get_action_name(i) for i in range(handle.get_n_actions())]
    for number in range(1, args.activations + 1):
        mark = gallery.mark()
        if not handle.do_action(0):
            raise RuntimeError("DoAction on the handle returned false")
        tap = gallery.wait_for("handle-tap", since=mark)
        settled = gallery.wait_for("settled", since=mark, where=lambda e: e.get("drawer") == tap.get("drawer"))
        print(json.dumps({
            "check": "handle-%d" % number, "handle": handle.get_name(), "actions": actions,
            "handled": tap.get("handled"), "detent": settled["detent"],
            "traceValue": settled["accessibilityValue"],
            "atValue": wait_for_value(drawer, settled["accessibilityValue"]),
        }), flush=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--demo", default="maps")
    parser.add_argument("--drawer", default="Places")
    parser.add_argument("--steps", default="expand,collapse,collapse,close")
    parser.add_argument("--lang", default="", help="the gallery's LANG (its drawers speak it)")
    parser.add_argument("--focus", action="store_true", help="check modal focus instead of values and actions")
    parser.add_argument("--opener", default="Open menu", help="with --focus: the button that opens the drawer")
    parser.add_argument("--handle", action="store_true", help="activate the drawer's handle instead")
    parser.add_argument("--activations", type=int, default=3, help="with --handle: how many times")
    args = parser.parse_args()

    Atspi.init()
    gallery = Gallery(args.gallery, args.demo, args.lang)
    try:
        if args.focus:
            focus_checks(gallery, args)
            return 0
        if args.handle:
            handle_checks(gallery, args)
            return 0
        ready = gallery.wait_for("ready", timeout=30)
        drawer = find_drawer(find_application(gallery.process.pid), args.drawer)
        handles = [child.get_name() for child in walk(drawer) if child.get_role() == Atspi.Role.PUSH_BUTTON]
        print(json.dumps({
            "step": 0, "action": None, "handled": None, "detent": ready["detent"],
            "traceValue": ready["accessibilityValue"],
            "atValue": wait_for_value(drawer, ready["accessibilityValue"]), "actions": action_names(drawer),
            "handle": handles[0] if handles else None,
        }), flush=True)
        for number, action in enumerate(args.steps.split(","), start=1):
            names = action_names(drawer)
            mark = gallery.mark()
            if not drawer.do_action(names.index("drawer." + action)):
                raise RuntimeError("DoAction %s returned false" % action)
            performed = gallery.wait_for("accessibility-action", since=mark, where=lambda e: e.get("action") == action)
            settled = gallery.wait_for("settled", since=mark) if performed["handled"] else performed
            print(json.dumps({
                "step": number, "action": action, "handled": performed["handled"], "detent": settled["detent"],
                "traceValue": settled["accessibilityValue"],
                "atValue": wait_for_value(drawer, settled["accessibilityValue"]), "actions": names,
            }), flush=True)
    except Exception as error:  # reported to the Swift test as data
        print(json.dumps({"error": str(error)}), flush=True)
        return 1
    finally:
        gallery.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())

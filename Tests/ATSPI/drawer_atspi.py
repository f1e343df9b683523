#!/usr/bin/python3
"""Drives drawer-gallery through AT-SPI, the way Orca reads it, and compares with its trace.

Run inside a private session bus (dbus-run-session), with DISPLAY set to an X server:

    dbus-run-session -- /usr/bin/python3 Tests/ATSPI/drawer_atspi.py --gallery PATH

It starts the gallery with accessibility on (`--trace --demo maps`), finds the drawer by role
(panel, GTK's group) and name, reads its value (the panel's description: GTK 4.8 exports no
value text for a group), performs its actions (drawer.expand, drawer.collapse, drawer.close)
and waits for the trace to report the drawer settled. One JSON object per line on standard
output: {"step", "action", "handled", "detent", "traceValue", "atValue", "actions", "handle"}
(the grabber's accessible name); `--lang de_DE.UTF-8` runs the gallery in that language. The Swift
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--gallery", required=True)
    parser.add_argument("--demo", default="maps")
    parser.add_argument("--drawer", default="Places")
    parser.add_argument("--steps", default="expand,collapse,collapse,close")
    parser.add_argument("--lang", default="", help="the gallery's LANG (its drawers speak it)")
    args = parser.parse_args()

    Atspi.init()
    gallery = Gallery(args.gallery, args.demo, args.lang)
    try:
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

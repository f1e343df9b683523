#!/usr/bin/env python3
"""Writes the host fuzzer's seed programs into Fuzz/host/corpus/ (the byte encoding is documented
in Tests/DrawerCoreTests/Fuzz/Host/HostFuzzInput.swift): the host scenarios apps go through, so
that mutation starts from deep states rather than from empty models."""
import os
import struct

IDS = {"closed": 0, "small": 1, "medium": 2, "large": 3, "fit": 4, "a": 5, "b": 6, "nope": 7}
(ADD, REMOVE, CONTAINER, KEYBOARD_FRAME, KEYBOARD_OVERLAP, DRAG_BEGAN, _, RECOGNIZED, DRAG_CHANGED, _, DRAG_ENDED,
 ENDED_PREDICTED, ENDED_TRANSLATION, CANCELLED, GESTURE, _, WHEEL, TICK, TICK_RUN, TAPPED, COMMAND, MOVE, PUSH, POP,
 PAGE_FITTING, MORPH, BINDINGS, CONFIGURATION, FITTING, SCROLL_CONTENT, SWITCHES) = range(31)


def f(value):
    """A float as tag 3: a signed 16-bit value / 4."""
    return bytes([3]) + struct.pack("<h", int(round(value * 4)))


def t(frames=1):
    """A time `frames` sixtieths of a second ahead (tag 0: byte / 600)."""
    return bytes([0, min(255, frames * 10)])


def values(flavour, shown=True, detent=None):
    kinds = {"always": 0, "presented": 1, "item": 2, "state": 3}
    byte = kinds[flavour] | (8 if shown else 0) | (4 if detent else 0)
    out = bytes([byte]) + (bytes([IDS[detent]]) if detent else b"")
    if flavour == "state":
        out += bytes([IDS[detent or "medium"]])
    return out


def add(drawer, preset, vals, options=0):
    return bytes([ADD, drawer, preset]) + vals + bytes([options, 0]) + t()


def container(width, height):
    return bytes([CONTAINER, 0]) + f(width) + f(height) + bytes([0, 0]) + t()


def point_in_panel(drawer, fx, fy):
    return bytes([1, drawer, int(fx * 255), int(fy * 255)])


def gesture(drawer, step, steps, fx=0.5, fy=0.2):
    return bytes([GESTURE, drawer]) + point_in_panel(drawer, fx, fy) + f(step) + bytes([steps, 0])


def tick_run(count):
    return bytes([TICK_RUN, 0, count])


def seeds():
    sheet = container(390, 844) + add(0, 0, values("presented", True, "medium"))
    yield "sheet-flick-down", sheet + tick_run(30) + gesture(0, 30, 8) + tick_run(60)
    yield "sheet-drag-up-slow", sheet + tick_run(30) + gesture(0, -6, 30) + tick_run(90)
    yield "navigation-edge-swipe", container(800, 600) + add(0, 2, values("presented", False)) + bytes(
        [DRAG_BEGAN, 0, 0]) + f(4) + f(300) + t() + bytes([DRAG_CHANGED, 0, 0]) + f(200) + f(0) + bytes(
        [0]) + t() + bytes([DRAG_ENDED, 0, 0]) + t() + tick_run(60)
    yield "two-sheets-stacked", sheet + add(1, 6, values("state", detent="large")) + tick_run(40) + bytes(
        [COMMAND, 1, 0]) + t() + tick_run(60) + bytes([COMMAND, 0, 1]) + t() + tick_run(60)
    yield "pages-push-pop", sheet + tick_run(30) + bytes([PUSH, 0, 1, 2, 0, 2, 1]) + f(300) + t() + tick_run(
        40) + bytes([POP, 0, 0]) + t() + tick_run(40) + bytes([PUSH, 0, 2, 1, 3, 0]) + t() + bytes(
        [POP, 0, 2]) + t() + tick_run(60)
    yield "morph-present", container(390, 844) + add(0, 0, values("presented", False, "medium")) + bytes(
        [MORPH, 0, 1]) + f(20) + f(700) + f(60) + f(40) + f(12) + bytes([1]) + t() + tick_run(80)
    yield "bindings-flip", sheet + bytes([BINDINGS, 0, 0, IDS["large"]]) + t() + bytes(
        [BINDINGS, 0, 1, IDS["large"]]) + t() + tick_run(20) + bytes([BINDINGS, 0, 1, IDS["nope"]]) + t() + tick_run(60)
    yield "keyboard-up-down", sheet + add(1, 4, values("always", detent="large")) + bytes(
        [KEYBOARD_FRAME, 0, 1]) + f(0) + f(500) + f(390) + f(344) + t() + tick_run(40) + bytes(
        [KEYBOARD_FRAME, 0, 0]) + t() + tick_run(40)
    yield "wheel-and-scroll", sheet + bytes([SCROLL_CONTENT, 0]) + f(0) + f(2000) + f(400) + bytes(
        [0]) + t() + bytes([WHEEL, 0, 0]) + f(0) + f(-40) + t() + bytes([WHEEL, 0, 0]) + f(0) + f(-40) + t() + tick_run(60)
    yield "resize-mid-drag", sheet + tick_run(20) + bytes([GESTURE, 0]) + point_in_panel(0, 0.5, 0.1) + f(
        -10) + bytes([10, 1]) + container(600, 400) + bytes([DRAG_ENDED, 0, 0]) + t() + tick_run(90)
    yield "remove-while-dragged", sheet + add(1, 1, values("always", detent="medium")) + bytes(
        [GESTURE, 0]) + point_in_panel(1, 0.5, 0.1) + f(-10) + bytes([6, 1]) + bytes([REMOVE, 1]) + bytes(
        [DRAG_ENDED, 0, 0]) + t() + tick_run(60)
    yield "fit-content", container(390, 844) + add(0, 6, values("presented", True, "fit")) + bytes(
        [FITTING, 0, 1]) + f(320) + bytes([1]) + f(20) + t() + tick_run(40) + bytes([FITTING, 0, 1]) + f(
        500) + bytes([0]) + f(0) + t() + tick_run(60)


def main():
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
    os.makedirs(folder, exist_ok=True)
    for name, data in seeds():
        with open(os.path.join(folder, name + ".bin"), "wb") as out:
            out.write(bytes([0]) + data)
        print(name, len(data) + 1)


if __name__ == "__main__":
    main()

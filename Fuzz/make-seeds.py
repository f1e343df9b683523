#!/usr/bin/env python3
"""Writes the engine fuzzer's seed corpus (Fuzz/corpus/) from the gesture fixtures.

Each JSON fixture in Tests/DrawerCoreTests/Fixtures/gestures/ becomes one byte input in the
encoding documented in Tests/DrawerCoreTests/Fuzz/FuzzInput.swift: its configuration and
container, then its events with exact times (raw doubles), 60 Hz ticks between them as
replay() does, and ticks to let the drawer settle. Two hand-written seeds add a drawer stack
and a wheel gesture. Re-run after changing the encoding or the fixtures:
    python3 Fuzz/make-seeds.py
"""
import glob, json, os, struct

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FIXTURES = os.path.join(ROOT, "Tests", "DrawerCoreTests", "Fixtures", "gestures")
OUT = os.path.join(ROOT, "Fuzz", "corpus")

EDGES = ["bottom", "top", "leading", "trailing"]
POOL = ["closed", "small", "medium", "large", "fit", "a", "b", "nope"]
KINDS = {"closed": 0, "fraction": 1, "points": 4, "offsetFromFarEdge": 5, "fit": 6}
OPS = {"began": 0, "changed": 1, "ended": 2, "cancelled": 3, "tick": 4, "move": 5, "scroll": 9}
TICK_RUN, STACK_PRESENT, STACK_WITH_TOP, STACK_TICK_RUN, STACK_DISMISS_ALL = 15, 0, 3, 5, 2


def f(value):
    """A float: tag 1, then the raw IEEE-754 double, little endian."""
    return bytes([1]) + struct.pack("<d", float(value))


def zero():
    return bytes([0, 0])  # tag 0, interesting[0] = 0


def t(value):
    """A time: tag 3, then the raw double."""
    return bytes([3]) + struct.pack("<d", float(value))


class Ids:
    """Maps a fixture's detent names onto the fuzzer's identifier pool."""

    def __init__(self):
        self.map = {}

    def __call__(self, name):
        if name in POOL:
            return POOL.index(name)
        if name not in self.map:
            spare = [i for i in (5, 6, 1, 4, 7) if i not in self.map.values()]
            self.map[name] = spare[0]
        return self.map[name]


def configuration(fx, ids, hook=True):
    out = bytearray([EDGES.index(fx["edge"]), len(fx["detents"])])
    for d in fx["detents"]:
        out += bytes([KINDS[d["kind"]], ids(d.get("id", d["kind"]))])
        if d["kind"] in ("fraction", "points", "offsetFromFarEdge"):
            out += f(d.get("value", 0))
    out += bytes([0, 0])  # interactive, supported: all
    out += zero()  # minimum panel length
    out += f(12) + f(fx.get("maximumDimming", 0.3))
    undimmed = fx.get("largestUndimmed")
    out += bytes([0 if undimmed is None else 1 + ids(undimmed)])
    out += bytes([0])  # cross length: none
    out += bytes([0])  # default spring
    out += f(10)  # minimum distance
    if fx.get("edgeRegion") is not None:
        out += bytes([1]) + f(fx["edgeRegion"])
    else:
        out += bytes([0])
    out += bytes([1 if fx.get("acceptsDragsOutsidePanel") else 0]) + f(0.55)  # flags, band coefficient
    out += bytes([0])  # default snap policy
    if hook:
        out += bytes([0])  # no willSettle hook
    return bytes(out)


def container(fx):
    rtl = fx.get("direction") == "rightToLeft"
    return f(fx["container"]["width"]) + f(fx["container"]["height"]) + bytes([1 if rtl else 0])


def seed(fx):
    ids = Ids()
    out = bytearray([0]) + configuration(fx, ids) + container(fx) + bytes([ids(fx["initial"]), 0])
    clock = 0.0
    for e in fx["events"]:
        while clock + 1 / 60 < e["t"]:
            clock += 1 / 60
            out += bytes([OPS["tick"]]) + t(clock)
        clock = max(clock, e["t"])
        kind = e["type"]
        if kind not in OPS:
            continue
        out += bytes([OPS[kind]])
        if kind == "began":
            out += bytes([0]) + f(e.get("x", 0)) + f(e.get("y", 0)) + t(e["t"]) + bytes([1 if e.get("overContent") else 0])
        elif kind == "changed":
            out += f(e.get("dx", 0)) + f(e.get("dy", 0)) + t(e["t"]) + bytes([0])
        elif kind == "ended":
            out += t(e["t"]) + bytes([0])
        elif kind in ("cancelled", "tick"):
            out += t(e["t"])
        elif kind == "move":
            out += bytes([ids(e.get("id", "")), 0]) + t(e["t"])
        elif kind == "scroll":
            out += f(e.get("offset", 0)) + f(e.get("content", 0)) + f(e.get("viewport", 0))
    out += bytes([TICK_RUN, 255, TICK_RUN, 255, TICK_RUN, 255])
    return bytes(out)


def stack_seed(fixtures):
    sheet = next(fx for fx in fixtures if fx["name"] == "flick-up")
    ids = Ids()
    out = bytearray([1]) + configuration(sheet, ids, hook=False) + container(sheet) + bytes([POOL.index("medium"), 0])
    for layer in range(3):
        out += bytes([STACK_PRESENT, layer]) + configuration(sheet, ids, hook=False) + bytes([1, POOL.index("medium")]) + t(layer * 0.5)
        out += bytes([STACK_TICK_RUN, 20])
    # A drag on the top drawer through withTop: a whole gesture (op 16) from inside its panel.
    out += bytes([STACK_WITH_TOP, 16, 1, 128, 128, 3]) + struct.pack("<h", -30 * 4) + bytes([12, 0])
    out += bytes([STACK_TICK_RUN, 120, STACK_DISMISS_ALL]) + t(5) + bytes([STACK_TICK_RUN, 255])
    return bytes(out)


def wheel_seed(fixtures):
    sheet = next(fx for fx in fixtures if fx["name"] == "handoff-both-ways")
    ids = Ids()
    out = bytearray([0]) + configuration(sheet, ids) + container(sheet) + bytes([ids(sheet["initial"]), 0])
    out += bytes([9]) + f(0) + f(2000) + f(600)  # content scrolls
    for i in range(30):
        out += bytes([10]) + zero() + f(-40 if i < 20 else 40) + t(0.1 + i / 60) + bytes([0])
    out += bytes([TICK_RUN, 255])
    return bytes(out)


def main():
    os.makedirs(OUT, exist_ok=True)
    fixtures = [json.load(open(p)) for p in sorted(glob.glob(os.path.join(FIXTURES, "*.json")))]
    seeds = {fx["name"]: seed(fx) for fx in fixtures}
    seeds["stack-three-sheets"] = stack_seed(fixtures)
    seeds["wheel-handoff"] = wheel_seed(fixtures)
    for name, data in seeds.items():
        with open(os.path.join(OUT, name + ".bin"), "wb") as out:
            out.write(data)
    print(f"wrote {len(seeds)} seeds to {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()

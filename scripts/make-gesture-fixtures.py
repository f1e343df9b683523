#!/usr/bin/env python3
"""Writes the scenario fixtures in Tests/DrawerCoreTests/Fixtures/gestures/.

Each fixture is a time-stamped input stream at 60 Hz, shaped like a real finger: slow drags
move at constant speed and pause before lifting; flicks accelerate and lift while moving
(ease-in). Expectations come from the behaviour the seeds describe, not from running the
engine. Re-run after changing a scenario: python3 scripts/make-gesture-fixtures.py
"""
import json, os

HZ = 60.0
OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "DrawerCoreTests", "Fixtures", "gestures")

def drag(t0, x, y, dx, dy, duration, shape="linear", pause=0.0, over_content=False, lift=True):
    events = [{"t": round(t0, 4), "type": "began", "x": x, "y": y, "overContent": over_content}]
    steps = max(1, int(duration * HZ))
    for i in range(1, steps + 1):
        f = i / steps
        if shape == "flick":
            f = f * f  # still accelerating when the finger lifts
        events.append({"t": round(t0 + i / HZ, 4), "type": "changed", "dx": round(dx * f, 3), "dy": round(dy * f, 3)})
    t = t0 + steps / HZ
    if pause > 0:
        n = int(pause * HZ)
        for i in range(1, n + 1):
            events.append({"t": round(t + i / HZ, 4), "type": "changed", "dx": dx, "dy": dy})
        t += n / HZ
    if lift:
        events.append({"t": round(t + 1 / HZ, 4), "type": "ended"})
    return events, t + 1 / HZ

def write(name, description, setup, events, expect):
    doc = {"name": name, "description": description, **setup, "events": events, "expect": expect}
    with open(os.path.join(OUT, name + ".json"), "w") as f:
        json.dump(doc, f, indent=1)

phone = {"container": {"width": 390, "height": 844}, "edge": "bottom",
         "detents": [{"kind": "closed"}, {"kind": "fraction", "value": 0.5, "id": "medium"},
                     {"kind": "fraction", "value": 1.0, "id": "large"}],
         "initial": "medium"}

# A slow drag from medium (422) up 250 pt to 672: nearer large (844) than medium -> large.
ev, _ = drag(0, 195, 500, 0, -250, 1.2, pause=0.2)
write("slow-drag", "Slow drag from medium past the midpoint, paused before lifting: nearest stop wins.",
      phone, ev, {"detent": "large"})

# A slow drag up only 150 pt (572): nearer medium -> back to medium.
ev, _ = drag(0, 195, 500, 0, -150, 1.0, pause=0.2)
write("slow-drag-short", "Slow drag that does not pass the midpoint returns to where it started.",
      phone, ev, {"detent": "medium"})

# A flick up of 80 pt in 100 ms, still accelerating: projection carries it to large.
ev, _ = drag(0, 195, 500, 0, -80, 0.1, shape="flick")
write("flick-up", "Short fast flick up from medium reaches the top.", phone, ev, {"detent": "large"})

# A flick down of 80 pt in 100 ms from medium: closes (dismissal by velocity).
ev, _ = drag(0, 195, 500, 0, 80, 0.1, shape="flick")
write("flick-down-closed", "Fast flick down from medium dismisses the sheet.", phone, ev,
      {"detent": "closed", "dismissed": True})

# Interrupted animation: move to large, grab it 0.1 s later, drag down 250 pt slowly.
ev = [{"t": 0, "type": "move", "id": "large"}]
for i in range(1, 7):
    ev.append({"t": round(i / HZ, 4), "type": "tick"})
more, _ = drag(0.1, 195, 400, 0, 250, 1.0, pause=0.2)
write("interrupted-animation", "A programmatic move to large is grabbed mid-flight and dragged back down.",
      phone, ev + more, {"detent": "medium", "grabWithoutJump": True})

# Hand-off content -> drawer: at large with the list scrolled 300 pt, a slow 600 pt drag down
# scrolls the list back to its top (300 pt), then pulls the drawer down 300 pt (844 -> 544),
# nearer medium.
setup = dict(phone, initial="large")
ev = [{"t": 0, "type": "scroll", "offset": 300, "content": 2000, "viewport": 800}]
more, _ = drag(0.01, 195, 300, 0, 600, 1.5, pause=0.2, over_content=True)
write("handoff-content-to-drawer", "At full height a downward drag first scrolls the list to its top, then moves the drawer.",
      setup, ev + more, {"detent": "medium", "contentOffset": 0})

# Hand-off drawer -> content: at medium with the list at its top, a slow 600 pt drag up
# expands the drawer to large (422 pt) and scrolls the list by the rest. The whole travel counts
# once the drag is claimed (the grabbed point stays under the finger): the list scrolls
# 600 - 422 = 178 pt.
ev = [{"t": 0, "type": "scroll", "offset": 0, "content": 2000, "viewport": 800}]
more, _ = drag(0.01, 195, 600, 0, -600, 1.5, pause=0.2, over_content=True)
write("handoff-drawer-to-content", "From medium an upward drag over the list expands the drawer, then scrolls the list.",
      phone, ev + more, {"detent": "large", "contentOffset": 178})

# Both ways in one gesture: from medium drag up 500 (drawer +422 to large, list 78), then back
# down 200 without lifting: list back to 0 (78), drawer down 122 -> 722, pause: large.
ev = [{"t": 0, "type": "scroll", "offset": 0, "content": 2000, "viewport": 800}]
up, t = drag(0.01, 195, 600, 0, -500, 1.0, over_content=True, lift=False)
down = []
steps = int(0.8 * HZ)
for i in range(1, steps + 1):
    down.append({"t": round(t + i / HZ, 4), "type": "changed", "dx": 0, "dy": round(-500 + 200 * i / steps, 3)})
t += steps / HZ
for i in range(1, 13):
    down.append({"t": round(t + i / HZ, 4), "type": "changed", "dx": 0, "dy": -300})
down.append({"t": round(t + 13 / HZ, 4), "type": "ended"})
write("handoff-both-ways", "One gesture: drawer up, list scrolls, back down: list returns to its top, drawer follows.",
      phone, ev + up + down, {"detent": "large", "contentOffset": 0, "maxExtentDuring": 844})

side = {"container": {"width": 400, "height": 800}, "edge": "leading", "direction": "leftToRight",
        "detents": [{"kind": "closed"}, {"kind": "fraction", "value": 0.8, "id": "open"}],
        "initial": "closed", "edgeRegion": 0.1, "acceptsDragsOutsidePanel": True}
# Drawer width 320. Edge region: 40 pt.
ev, _ = drag(0, 20, 400, 200, 0, 1.0, pause=0.2)
write("side-edge-swipe-open", "Seed 003: a slow swipe from the edge past half the drawer opens it.", side, ev, {"detent": "open"})
ev, _ = drag(0, 20, 400, 120, 0, 1.0, pause=0.2)
write("side-edge-swipe-short", "Seed 003: a slow swipe under half the drawer falls back closed.", side, ev, {"detent": "closed"})
ev, _ = drag(0, 120, 400, 250, 0, 1.0, pause=0.2)
write("side-outside-edge-region", "Seed 003: a swipe starting beyond 10 % of the width does not open the drawer.",
      side, ev, {"detent": "closed", "rejected": True})
ev, _ = drag(0, 10, 400, 90, 0, 0.1, shape="flick")
write("side-edge-flick", "Seed 003: a short fast flick from the edge opens: the projected fraction is over 0.5.", side, ev, {"detent": "open"})
rtl = dict(side, direction="rightToLeft")
ev, _ = drag(0, 380, 400, -200, 0, 1.0, pause=0.2)
write("side-rtl-edge-swipe", "In right-to-left layouts the leading drawer opens from the right edge.", rtl, ev, {"detent": "open"})
opened = dict(side, initial="open")
ev, _ = drag(0, 360, 400, -200, 0, 1.0, pause=0.2)
write("side-close-from-overlay", "Seed 003: an open drawer closes by a drag anywhere, including the overlay.", opened, ev, {"detent": "closed"})

shortcuts = {"container": {"width": 390, "height": 844}, "edge": "bottom",
             "detents": [{"kind": "points", "value": 100, "id": "compressed"},
                         {"kind": "fraction", "value": 0.45, "id": "expanded"},
                         {"kind": "offsetFromFarEdge", "value": 40, "id": "full"}],
             "initial": "compressed", "largestUndimmed": "expanded", "maximumDimming": 0.4}
# compressed 100, expanded 379.8, full 804.
ev, t = drag(0, 195, 800, 0, -260, 1.0, pause=0.2)
write("shortcuts-compressed-to-expanded", "Seed 002: pulled up slowly from compressed, it rests expanded, undimmed.",
      shortcuts, ev, {"detent": "expanded", "dimming": 0})
ev, _ = drag(0, 195, 600, 0, -80, 0.1, shape="flick")
write("shortcuts-flick-to-full", "Seed 002: a flick from expanded reaches full height, which darkens the background.",
      dict(shortcuts, initial="expanded"), ev, {"detent": "full", "dimming": 0.4})
ev = [{"t": 0, "type": "scroll", "offset": 0, "content": 3000, "viewport": 760}]
more, _ = drag(0.01, 195, 600, 0, -400, 1.0, pause=0.2, over_content=True)
# 400 pt up, all of it counted once claimed: the list scrolls 400 pt.
write("shortcuts-full-scrolls-list", "Seed 002: at full height an upward drag scrolls the list, the drawer stays.",
      dict(shortcuts, initial="full"), ev + more, {"detent": "full", "contentOffset": 400})
ev = [{"t": 0, "type": "scroll", "offset": 0, "content": 3000, "viewport": 760}]
more, _ = drag(0.01, 195, 800, 0, -200, 1.0, pause=0.2, over_content=True)
write("shortcuts-expanded-list-locked", "Seed 002: below full height every pan moves the drawer, never the list.",
      dict(shortcuts, initial="compressed"), ev + more, {"detent": "expanded", "contentOffset": 0})
print("fixtures written to", os.path.normpath(OUT))

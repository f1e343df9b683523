#!/usr/bin/env python3
"""Issue 26: a storm's heap, minute by minute, against the push-back scales it has reached.

Reads DIR/storm-trace.jsonl (a storm run with DRAWER_STORM_LOG=DIR) and prints, for each minute,
the lowest heap in use among the gallery's `heap-released` lines (the lowest, so what happens to be
on screen matters least), how many push-back scales on the GTK adapter's 1/512 grid the trace has
shown so far (`contentScale` and `scale` below 1: at rest and at events only) and the lowest of them.
Usage: scripts/storm-heap-by-minute.py out/storm
"""
import collections
import json
import sys

events = []
for line in open(sys.argv[1] + "/storm-trace.jsonl"):
    try:
        events.append(json.loads(line))
    except ValueError:
        pass
start = events[0]["timestamp"]
scales, lowest = set(), 1.0
heap = collections.defaultdict(list)  # minute -> heap in use at each release, kB
reached = {}  # minute -> (scales seen so far, lowest scale) at its last release
for event in events:
    for key in ("contentScale", "scale"):
        value = event.get(key)
        if isinstance(value, (int, float)) and value < 0.9999:
            scales.add((event.get("demo"), key, round(value * 512)))
            lowest = min(lowest, value)
    if event["event"] == "heap-released":
        minute = int((event["timestamp"] - start) // 60)
        heap[minute].append(event["heapInUse"] // 1024)
        reached[minute] = (len(scales), lowest)
for minute in sorted(heap):
    count, low = reached[minute]
    print(f"minute {minute:3d}: heap in use {min(heap[minute]):6d} kB, push-back scales seen {count:3d}, lowest {low:.3f}")

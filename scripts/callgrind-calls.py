#!/usr/bin/env python3
"""Total instructions of a callgrind profile, and the inclusive instructions and call count of
named functions (summed over every call site): callgrind-calls.py FILE [FUNCTION ...]

Prints `total IR` then one `FUNCTION calls N ir IR` line per function. Used by
scripts/callgrind-frames.sh to get instructions per frame from two runs of different length."""
import re
import sys

path, wanted = sys.argv[1], set(sys.argv[2:])
names = {}
total = 0
calls = {name: 0 for name in wanted}
inclusive = {name: 0 for name in wanted}
pending = None  # (function name, call count) waiting for its cost line


def resolve(spec):
    m = re.match(r"\((\d+)\)(?: (.*))?", spec)
    if not m:
        return spec
    if m.group(2) is not None:
        names[m.group(1)] = m.group(2)
    return names.get(m.group(1), "")


with open(path) as f:
    callee = None
    for line in f:
        line = line.rstrip("\n")
        if line.startswith("cfn="):
            callee = resolve(line[4:])
        elif line.startswith("fn="):
            resolve(line[3:])
        elif line.startswith("calls="):
            pending = (callee, int(line[6:].split()[0]))
        elif line.startswith("summary:") or line.startswith("totals:"):
            total = max(total, int(line.split()[1]))
        elif line and (line[0].isdigit() or line[0] in "+-*"):
            if pending is not None:
                name, count = pending
                if name in wanted:
                    calls[name] += count
                    inclusive[name] += int(line.split()[1])
                pending = None
print(f"total {total}")
for name in sorted(wanted):
    print(f"{name} calls {calls[name]} ir {inclusive[name]}")

#!/usr/bin/env python3
"""Live heap bytes by allocation stack at chosen moments of a heaptrack run (issue 36).

heaptrack_print reports totals over a whole run (peak, leaked at exit); a storm's question is
different: what was live at the baseline reading and what at the end, and which stacks hold the
difference. This replays heaptrack's interpreted stream (as scripts/heaptrack-gallery.sh writes
it: OUT.zst and OUT.start) and takes the live bytes of every stack at each mark.

  scripts/heaptrack-live.py OUT --marks 95,400,900        # seconds since the gallery started
  scripts/heaptrack-live.py OUT --storm out/storm --every 60

With --storm DIR the marks are printed against the storm's trace (DIR/storm-trace.jsonl, the same
monotonic clock): each mark names the demo then shown and the heap in use the gallery reported at
its last idle release before the mark. For every interval between two marks it prints the change
of live bytes in all, the functions whose stacks hold most of that change (inclusive: a function
counts once per stack it is on) and the largest single stacks.

Stream format (heaptrack 1.4, file format 3; numbers in hex): `s LEN TEXT` strings from 1,
`i IP MODULE [FUNCTION FILE LINE]...` instruction pointers from 1, `t IP PARENT` traces from 1,
`a SIZE TRACE` allocation kinds from 0, `+ KIND` / `- KIND` an allocation / free of a kind,
`c MS` the clock since start.
"""
import argparse
import collections
import json
import subprocess
import sys

# Frames that only pass an allocation on: a stack is named by the first frame below them.
PLUMBING = (
    "malloc", "calloc", "realloc", "free", "posix_memalign", "aligned_alloc", "operator new",
    "g_malloc", "g_malloc0", "g_realloc", "g_try_malloc", "g_try_malloc0", "g_slice_alloc",
    "g_slice_alloc0", "g_memdup", "g_memdup2", "g_strdup", "g_strndup", "g_type_create_instance",
    "g_object_new", "g_object_new_with_properties", "g_object_new_valist", "g_object_new_internal",
    "swift_slowAlloc", "swift_allocObject", "swift_allocBox", "heaptrack", "_dl_", "__libc",
)

# Module names as Swift's mangling spells them (length, then the name).
OWN_MODULES = ("9DrawerGTK", "13DrawerGallery", "10DrawerCore")


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", help="the prefix given to heaptrack-gallery.sh (OUT.zst, OUT.start)")
    parser.add_argument("--marks", help="comma-separated seconds since the gallery started")
    parser.add_argument("--storm", help="a storm's DRAWER_STORM_LOG directory, to name each mark")
    parser.add_argument("--every", type=float, help="a mark every N seconds")
    parser.add_argument("--top", type=int, default=20, help="functions and stacks listed per interval")
    parser.add_argument("--depth", type=int, default=14, help="frames printed per stack")
    parser.add_argument("--min-kb", type=float, default=32, help="leave out changes smaller than this")
    return parser.parse_args()


def replay(path, marks_ms):
    """Returns (strings, ips, traces, snapshots, end_ms): a snapshot per mark, each the live
    bytes per trace at that moment, and one at the end of the stream."""
    strings, ips, traces, kinds = [None], [None], [None], []
    live = collections.Counter()  # allocation kind -> live count
    snapshots = []
    pending = sorted(marks_ms)
    now = 0

    def snapshot():
        by_trace = collections.Counter()
        for kind, count in live.items():
            if count:
                size, trace = kinds[kind]
                by_trace[trace] += size * count
        return by_trace

    stream = subprocess.Popen(["zstd", "-dc", path], stdout=subprocess.PIPE)
    for raw in stream.stdout:
        tag = raw[0]
        if tag == 43:  # '+'
            live[int(raw[2:], 16)] += 1
        elif tag == 45:  # '-'
            live[int(raw[2:], 16)] -= 1
        elif tag == 97:  # 'a'
            size, trace = raw[2:].split()
            kinds.append((int(size, 16), int(trace, 16)))
        elif tag == 116:  # 't'
            ip, parent = raw[2:].split()
            traces.append((int(ip, 16), int(parent, 16)))
        elif tag == 105:  # 'i'
            fields = [int(field, 16) for field in raw[2:].split()]
            ips.append((fields[1], fields[2::3]))  # module, functions (the inlined ones too)
        elif tag == 115:  # 's'
            text = raw[2:].decode("utf-8", "replace").rstrip("\n")
            strings.append(text.split(" ", 1)[1] if " " in text else "")
        elif tag == 99:  # 'c'
            now = int(raw[2:], 16)
            while pending and now >= pending[0]:
                snapshots.append(snapshot())
                pending.pop(0)
    stream.wait()
    while pending:  # marks past the end of the run
        snapshots.append(snapshot())
        pending.pop(0)
    snapshots.append(snapshot())
    return strings, ips, traces, snapshots, now


class Stacks:
    def __init__(self, strings, ips, traces):
        self.strings, self.ips, self.traces = strings, ips, traces
        self.names = {}
        self.demangled = {}

    def frames(self, trace):
        """Function names from the allocation outwards (inlined frames first)."""
        if trace in self.names:
            return self.names[trace]
        result = []
        link = trace
        while link:
            ip, link = self.traces[link]
            module, functions = self.ips[ip]
            library = (self.strings[module] or "") if module else ""
            names = [self.strings[f] for f in functions if f] or ["?" + library.rsplit("/", 1)[-1]]
            result.extend(reversed(names))
        self.names[trace] = result
        return result

    def owner(self, trace):
        """The frame nearest the allocation that is DrawerKit's own code (mangled Swift names
        carry the module), or "(no DrawerKit frame)" for GTK's own work (its main loop, styles)."""
        for name in self.frames(trace):
            if any(module in name for module in OWN_MODULES):
                return name
        return "(no DrawerKit frame)"

    def demangle(self, names):
        wanted = [n for n in set(names) if n not in self.demangled]
        swift = [n for n in wanted if n.startswith(("$s", "_$s", "$S"))]
        for n in wanted:
            self.demangled[n] = n
        if swift:
            result = subprocess.run(
                ["swift", "demangle", "--simplified", "--compact"], input="\n".join(swift),
                capture_output=True, text=True)
            for n, d in zip(swift, result.stdout.splitlines()):
                self.demangled[n] = d[:160]
        return [self.demangled[n] for n in names]


def trace_marks(storm, start):
    """(seconds since start, demo shown, heap in use at the last idle release) along the trace."""
    events = []
    for line in open(storm + "/storm-trace.jsonl"):
        try:
            events.append(json.loads(line))
        except ValueError:
            pass
    return [(e["timestamp"] - start, e) for e in events if "timestamp" in e]


def describe(at, events):
    demo, heap = "?", None
    for seconds, event in events:
        if seconds > at:
            break
        if event.get("event") == "demo-shown":
            demo = event.get("demo", demo)
        if event.get("event") == "heap-released":
            heap = event.get("heapInUse")
    return demo + (f", heap in use {heap // 1024:,} kB at the last release" if heap else "")


def main():
    args = parse_args()
    start = float(open(args.out + ".start").read())
    events = trace_marks(args.storm, start) if args.storm else []
    if args.marks:
        marks = [float(m) for m in args.marks.split(",")]
    elif args.every:
        last = events[-1][0] if events else 3600
        marks = [args.every * k for k in range(1, int(last // args.every) + 1)]
    else:
        sys.exit("give --marks or --every")
    strings, ips, traces, snapshots, end = replay(args.out + ".zst", [m * 1000 for m in marks])
    stacks = Stacks(strings, ips, traces)
    moments = marks + [end / 1000]
    print(f"run: {end / 1000:.1f} s, {len(traces) - 1:,} stacks")
    for k, (at, snap) in enumerate(zip(moments, snapshots)):
        where = describe(at, events) if events else ""
        print(f"mark {k}: {at:8.1f} s  live {sum(snap.values()) / 1024:10,.0f} kB  {where}")
    for k in range(1, len(snapshots)):
        before, after = snapshots[k - 1], snapshots[k]
        delta = collections.Counter(after)
        delta.subtract(before)
        total = sum(delta.values())
        print(f"\n== {moments[k - 1]:.1f} s -> {moments[k]:.1f} s: {total / 1024:+,.0f} kB live")
        inclusive = collections.Counter()
        for trace, change in delta.items():
            if change:
                for name in set(stacks.frames(trace)):
                    inclusive[name] += change
        ranked = [(n, c) for n, c in inclusive.most_common() if abs(c) >= args.min_kb * 1024]
        ranked.sort(key=lambda item: -abs(item[1]))
        top = ranked[: args.top * 3]
        shown = 0
        for name, change in zip(stacks.demangle([n for n, _ in top]), [c for _, c in top]):
            if any(name.startswith(p) for p in PLUMBING):
                continue
            print(f"  {change / 1024:+9,.0f} kB  {name}")
            shown += 1
            if shown == args.top:
                break
        owners = collections.Counter()
        for trace, change in delta.items():
            if change:
                owners[stacks.owner(trace)] += change
        print("  by the nearest DrawerKit frame (the code that asked for the memory, or its caller):")
        top = [(n, c) for n, c in owners.most_common() if abs(c) >= args.min_kb * 1024]
        top.sort(key=lambda item: -abs(item[1]))
        top = top[: args.top]
        for name, change in zip(stacks.demangle([n for n, _ in top]), [c for _, c in top]):
            print(f"  {change / 1024:+9,.0f} kB  {name}")
        print("  largest stacks:")
        for trace, change in sorted(delta.items(), key=lambda item: -abs(item[1]))[: args.top // 2]:
            if abs(change) < args.min_kb * 1024:
                break
            frames = [f for f in stacks.frames(trace) if not any(f.startswith(p) for p in PLUMBING)]
            print(f"  {change / 1024:+9,.0f} kB")
            for frame in stacks.demangle(frames[: args.depth]):
                print(f"      {frame}")


if __name__ == "__main__":
    main()

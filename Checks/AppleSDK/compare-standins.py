#!/usr/bin/env python3
"""Compares the stand-ins' public declarations (Doubles) with Apple's real SDK.

Input: two folders of symbol graphs made by swift-symbolgraph-extract, one of the real SDK's
modules and one of the stand-in modules (check-ios-sdk.sh makes both). Each public stand-in
symbol is looked up in the real SDK by its path (type then member), along the real class's
superclasses too (UIKit declares many UIView members on NSObject or UIResponder). Its declaration
is compared with the real one after dropping what does not change how code uses it: access and
override keywords, attributes, argument-less `@MainActor`, module qualifiers, `final`.

Prints one line per stand-in symbol that is absent from the SDK or declared differently, grouped,
and a summary line; exits 0 (the differences are for reading: the stand-ins follow the iOS 18.0
SDK's text and iOS 26 pages, this SDK may be older). With --markdown, the report as a table.
"""
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

real_dir, standin_dir = Path(sys.argv[1]), Path(sys.argv[2])
markdown = "--markdown" in sys.argv
MODULES = ["ObjectiveC", "CoreGraphics", "QuartzCore", "UIKit", "SwiftUI"]


def load(folder, own_modules):
    symbols, parents = {}, {}
    for path in sorted(folder.glob("*.symbols.json")):
        module = path.name.split(".")[0].split("@")[0]
        if module not in own_modules:
            continue
        graph = json.loads(path.read_text())
        by_id = {}
        for symbol in graph["symbols"]:
            key = tuple(symbol["pathComponents"])
            decl = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            entry = {"kind": symbol["kind"]["identifier"], "decl": decl,
                     "available": symbol.get("availability", []), "loc": symbol.get("location")}
            symbols.setdefault(key, []).append(entry)
            by_id[symbol["identifier"]["precise"]] = key
        for rel in graph.get("relationships", []):
            if rel["kind"] == "inheritsFrom":
                child = by_id.get(rel["source"])
                target = rel.get("targetFallback", "").split(".")[-1]
                if child and len(child) == 1:
                    parents[child[0]] = by_id.get(rel["target"], (target,))[-1]
    return symbols, parents


real, real_parents = load(real_dir, MODULES)
standin, _ = load(standin_dir, MODULES)

ATTRIBUTE = re.compile(r"@\w+(\([^()]*\))?\s*")
KEYWORDS = re.compile(r"\b(open|public|final|override|dynamic|nonisolated|required|convenience|optional|@objc|mutating)\s+")
QUALIFIER = re.compile(r"\b(Swift|Foundation|CoreFoundation|CoreGraphics|ObjectiveC|UIKit|SwiftUI|QuartzCore|_Concurrency|Combine)\.")


def normal(decl):
    """The declaration as code that uses it sees it."""
    text = re.sub(r"nonisolated\(unsafe\)\s*", "", decl)
    text = ATTRIBUTE.sub("", text)
    text = KEYWORDS.sub("", text)
    text = QUALIFIER.sub("", text)
    text = re.sub(r"\s+", " ", text).strip()
    text = re.sub(r"\s*([(),:<>\[\]?{}])\s*", r"\1", text)
    # A parameter's internal name is the declaration's own business: `(in rect:` reads as `(in:`.
    text = re.sub(r"([(,])(\w+) \w+:", r"\1\2:", text)
    # A constant and a get-only property read alike; a stored variable and { get set } too.
    text = re.sub(r"^(static )?let (.*)$", r"\1var \2{get}", text)
    if re.match(r"^(static )?var ", text) and not text.endswith("}"):
        text += "{get set}"
    return text


def ancestors(name):
    seen = [name]
    while seen[-1] in real_parents and real_parents[seen[-1]] not in seen:
        seen.append(real_parents[seen[-1]])
    return seen + ["NSObject", "NSObjectProtocol"]


def find(key):
    if key in real:
        return real[key]
    if len(key) >= 2:
        for owner in ancestors(key[0])[1:]:
            hit = real.get((owner,) + key[1:])
            if hit:
                return hit
    return None


absent, differ, same = [], [], 0
for key, entries in sorted(standin.items()):
    if any(e["kind"] in ("swift.extension",) for e in entries):
        continue
    hits = find(key)
    name = ".".join(key)
    if not hits:
        newest = [a for e in entries for a in e["available"] if a.get("domain") == "iOS" and "introduced" in a]
        when = max((tuple(a["introduced"].values()) for a in newest), default=None)
        absent.append((name, "iOS %s+" % ".".join(map(str, when)) if when else "no availability"))
        continue
    mine = {normal(e["decl"]) for e in entries}
    theirs = {normal(h["decl"]) for h in hits}
    if mine & theirs or not any(mine):
        same += 1
    else:
        differ.append((name, sorted(mine)[0], sorted(theirs)[0]))

if markdown:
    print("| stand-in | stand-in declares | the SDK declares |\n|---|---|---|")
    for name, mine, theirs in differ:
        print(f"| `{name}` | `{mine}` | `{theirs}` |")
    print("\n| stand-in absent from the SDK | its availability |\n|---|---|")
    for name, when in absent:
        print(f"| `{name}` | {when} |")
else:
    for name, mine, theirs in differ:
        print(f"differs  {name}\n    stand-in: {mine}\n    sdk:      {theirs}")
    for name, when in absent:
        print(f"absent   {name} ({when})")
print(f"stand-ins vs the SDK: {same} declared alike, {len(differ)} differently, {len(absent)} absent from it",
      file=sys.stderr)

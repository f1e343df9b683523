#!/usr/bin/env python3
"""The Linux guard for what only Apple's SDK would otherwise catch in DrawerCore (issue 45).

On Linux, swift-corelibs-foundation gives CGPoint, CGSize and CGRect all their Swift members and
makes them Hashable. On Apple platforms `import Foundation` gives the types but not their members
(those are the CoreGraphics overlay's), and they are Hashable only from iOS 18 and macOS 15, while
Swift synthesizes Hashable over them for older deployment targets without a word
(swiftlang/swift#77821), so hashing crashes on iOS 16 and 17. Two rules, checked over
Sources/DrawerCore:

1. A file that names a CoreGraphics type (`CG…`) imports CoreGraphics where it exists:
   `#if canImport(CoreGraphics)` / `import CoreGraphics` / `#endif`.
2. A type that conforms to Hashable and stores CG geometry (CGPoint, CGSize, CGRect, CGVector,
   CGAffineTransform: a stored property, or an enum case's associated value) declares its own
   `hash(into:)` (see Hasher+CoreGraphics.swift); synthesized Hashable over them is refused.

Prints each offence as path:line: message and exits 1 if there is any.
Usage: check-coregraphics-use.py [SOURCE_DIR ...]   (default: Sources/DrawerCore)
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DIRS = [Path(p) for p in sys.argv[1:]] or [ROOT / "Sources" / "DrawerCore"]
CG_NAME = re.compile(r"\bCG[A-Z]\w*")
CG_GEOMETRY = re.compile(r"\b(CGPoint|CGSize|CGRect|CGVector|CGAffineTransform)\b")
GUARDED_IMPORT = re.compile(r"#if\s+canImport\(CoreGraphics\)\s*\n\s*import\s+CoreGraphics\s*\n\s*#endif")
DECL = re.compile(r"\b(struct|enum|class|actor|extension)\s+([A-Za-z_][\w.]*)(?:<[^>{]*>)?\s*(?::\s*([^{]*))?\{")
STORED = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open)(?:\(set\))?\s+|nonisolated(?:\(unsafe\))?\s+|lazy\s+|weak\s+)*(var|let)\s+\w+\s*:\s*([^={\n]+)(\{[^\n]*)?")
INFERRED = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open)(?:\(set\))?\s+|lazy\s+)*(?:var|let)\s+\w+\s*=\s*(CGPoint|CGSize|CGRect|CGVector|CGAffineTransform)\b")
CASE = re.compile(r"^\s*(?:indirect\s+)?case\s+(.*)$")


def strip_comments(text):
    """Blanks comments and string literals, keeping line numbers and offsets."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(" " * (j - i)); i = j
        else:
            out.append(text[i]); i += 1
    return "".join(out)


def body_end(text, open_brace):
    depth = 0
    for k in range(open_brace, len(text)):
        if text[k] == "{":
            depth += 1
        elif text[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return len(text)


def top_level_lines(body):
    """The lines of a type body at its own depth (nested types' and functions' bodies left out)."""
    depth, line, lines = 0, [], []
    for ch in body:
        if ch == "\n":
            lines.append("".join(line)); line = []
            continue
        if depth == 0:
            line.append(ch)
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
    lines.append("".join(line))
    return lines


files = sorted(p for d in DIRS for p in d.rglob("*.swift"))
offences = []
hashable = {}      # type name -> (path, line) of a Hashable conformance
stores_cg = {}     # type name -> (path, line, what) of a stored CG geometry value
custom_hash = set()

for path in files:
    raw = path.read_text()
    text = strip_comments(raw)
    rel = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    if CG_NAME.search(text) and not GUARDED_IMPORT.search(raw):
        line = text[: CG_NAME.search(text).start()].count("\n") + 1
        offences.append(f"{rel}:{line}: names a CoreGraphics type without `#if canImport(CoreGraphics) import CoreGraphics #endif` (its members are the CoreGraphics overlay's on Apple platforms)")
    for match in DECL.finditer(text):
        kind, name, conformances = match.group(1), match.group(2).split(".")[-1], match.group(3) or ""
        line = text[: match.start()].count("\n") + 1
        if re.search(r"\bHashable\b", conformances):
            hashable.setdefault(name, (rel, line))
        start = match.end() - 1
        body = text[start + 1 : body_end(text, start)]
        for body_line in top_level_lines(body):
            if re.search(r"\bfunc\s+hash\s*\(\s*into\b", body_line):
                custom_hash.add(name)
        if kind == "extension":
            continue
        for body_line in top_level_lines(body):
            stored = STORED.match(body_line)
            if stored:
                # `{` after the type opens either a getter (computed) or observers (stored): look
                # at what the brace holds in the body itself.
                accessor = ""
                if stored.group(3):
                    at = body.find(stored.group(0).strip())
                    brace = body.find("{", at + len(stored.group(0).strip()) - len(stored.group(3)))
                    accessor = body[brace : body_end(body, brace) + 1] if at >= 0 and brace >= 0 else "{"
                is_computed = accessor and not re.match(r"\{\s*(didSet|willSet)\b", accessor)
                if not is_computed and CG_GEOMETRY.search(stored.group(2)):
                    stores_cg.setdefault(name, (rel, line, stored.group(2).strip()))
            inferred = INFERRED.match(body_line)
            if inferred:
                stores_cg.setdefault(name, (rel, line, inferred.group(1) + " (inferred)"))
            case = CASE.match(body_line)
            if kind == "enum" and case and CG_GEOMETRY.search(case.group(1)):
                stores_cg.setdefault(name, (rel, line, case.group(1).strip()))

for name, (rel, line, what) in sorted(stores_cg.items()):
    if name in hashable and name not in custom_hash:
        offences.append(f"{rel}:{line}: {name} is Hashable and stores {what}: synthesized Hashable over CG geometry crashes before iOS 18 and macOS 15; write hash(into:) with Hasher.combine(point:/size:/rect:)")

for offence in offences:
    print(offence)
checked = len(files)
if offences:
    print(f"check-coregraphics-use: {len(offences)} offences in {checked} files", file=sys.stderr)
    sys.exit(1)
print(f"check-coregraphics-use: {checked} files import CoreGraphics where they use it; {len(stores_cg)} types storing CG geometry, {sum(1 for n in stores_cg if n in hashable)} Hashable, each with its own hash(into:)")

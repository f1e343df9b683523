#!/usr/bin/env python3
"""Extracts every ```swift block of README.md, docs/*.md and the DocC articles (Sources/*/*.docc)
into one Swift file per block.

Each block is compiled as written. What the block cannot say by itself is said by an HTML comment
on the line right before its fence (invisible on GitHub):

    <!-- typecheck route=apple imports="SwiftUI DrawerSwiftUI" wrap=view given="x: Int" -->
    <!-- typecheck skip="why this block is not compiled" -->

route   apple (against the stand-ins and the adapters) or core (against DrawerCore alone);
        without a comment it follows the block's own imports: DrawerSwiftUI, DrawerUIKit,
        SwiftUI or UIKit mean apple, DrawerCore (with Foundation at most) means core; anything else
        is an error.
imports modules imported before the block (the block's own `import` lines are kept, moved to
        the top of the file when the block is wrapped).
wrap    file (default): the block is a whole file; body: the block is the body of a @MainActor
        function; view: the block is the body of a @MainActor @ViewBuilder function returning
        some View.
given   the parameters of that function: the names the block uses but does not declare.

Writes <out>/<route>/<NN>-<file>-L<line>.swift and prints one line per block:
<route> <path> or skip <source>:<line> <reason>. Exits 1 on a block it cannot place.
"""
import re
import shlex
import sys
from pathlib import Path

ROOT = Path(sys.argv[1])
OUT = Path(sys.argv[2])
SOURCES = (
    [ROOT / "README.md"]
    + sorted((ROOT / "docs").glob("*.md"))
    # The modules' DocC catalogs: their articles are the user docs, type-checked as the README is.
    + sorted(ROOT.glob("Sources/*/*.docc/*.md"))
)
APPLE_MODULES = {"DrawerSwiftUI", "DrawerUIKit", "SwiftUI", "UIKit"}
MARKER = re.compile(r"^\s*<!--\s*typecheck\s+(.*?)\s*-->\s*$")
FENCE = re.compile(r"^(\s*)```swift\s*$")


def parse_marker(line):
    match = MARKER.match(line)
    if not match:
        return None
    options = {}
    for token in shlex.split(match.group(1)):
        key, _, value = token.partition("=")
        options[key] = value
    return options


def blocks(path):
    lines = path.read_text().splitlines()
    index = 0
    while index < len(lines):
        fence = FENCE.match(lines[index])
        if not fence:
            index += 1
            continue
        indent = fence.group(1)
        start = index + 1
        end = start
        while end < len(lines) and lines[end].strip() != "```":
            end += 1
        body = [line[len(indent):] if line.startswith(indent) else line for line in lines[start:end]]
        marker = parse_marker(lines[index - 1]) if index > 0 else None
        yield start, body, marker or {}
        index = end + 1


def main():
    failed = False
    count = 0
    for path in SOURCES:
        relative = path.relative_to(ROOT)
        for line_number, body, options in blocks(path):
            where = f"{relative}:{line_number}"
            if "skip" in options:
                print(f"skip {where} {options['skip']}")
                continue
            own_imports = [line for line in body if re.match(r"^\s*import\s+\w+", line)]
            code = [line for line in body if line not in own_imports]
            modules = {line.split()[1] for line in own_imports}
            route = options.get("route")
            if route is None:
                if modules & APPLE_MODULES:
                    route = "apple"
                elif "DrawerCore" in modules and modules <= {"DrawerCore", "Foundation"}:
                    route = "core"
                else:
                    print(f"error {where}: no typecheck comment and no import that says where it compiles", file=sys.stderr)
                    failed = True
                    continue
            if route not in ("apple", "core"):
                print(f"error {where}: unknown route {route}", file=sys.stderr)
                failed = True
                continue
            wrap = options.get("wrap", "file")
            given = options.get("given", "")
            header = [f"import {name}" for name in options.get("imports", "").split()] + own_imports
            if wrap == "file":
                text = header + [line for line in body if line not in own_imports]
            elif wrap in ("body", "view"):
                signature = "@MainActor func snippet(" + given + ")"
                if wrap == "view":
                    signature = "@MainActor @ViewBuilder func snippet(" + given + ") -> some View"
                text = header + [signature + " {"] + ["    " + line for line in code] + ["}"]
            else:
                print(f"error {where}: unknown wrap {wrap}", file=sys.stderr)
                failed = True
                continue
            count += 1
            name = f"{count:02d}-{path.stem}-L{line_number}.swift"
            target = OUT / route / name
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(f"// Extracted from {where}; edit the Markdown, not this file.\n" + "\n".join(text) + "\n")
            print(f"{route} {target}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

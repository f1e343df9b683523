#!/usr/bin/env python3
"""Every stand-in declaration must say which SDK file it was checked against.

A public or open declaration (and every conformance extension) in Stubs/ must be preceded, after
its attributes, by a comment containing `sdk:` (see Stubs/SwiftUI/Core.swift for the legend).
The `Body` typealias and `body` witness of a view are exempt: every SwiftUI view has them.
Prints the counts by how each was checked and the number of DEVIATION notes; exits 1 and names
the lines of declarations without a citation.
"""
import re
import sys
from pathlib import Path

STUBS = Path(sys.argv[1])
DECLARATION = re.compile(
    r"^(?:@\S+\s+)*(?:(?:nonisolated|public|open|static|class|final|mutating|convenience|override|required|weak|"
    r"@\w+(?:\([^)]*\))?)\s+)*(?:public|open)\s+.*\b(func|var|let|init|struct|class|enum|protocol|typealias|subscript)\b"
)
CONFORMANCE = re.compile(r"^extension\s+[\w.<>]+\s*:")
EXEMPT = re.compile(r"\b(typealias Body\b|var body\b)")


def main():
    missing = []
    counts = {"seen": 0, "doc page": 0, "issue": 0}
    declarations = 0
    deviations = 0
    for path in sorted(STUBS.rglob("*.swift")):
        lines = path.read_text().splitlines()
        deviations += sum(len(re.findall(r"DEVIATION(?::| \()", line)) for line in lines)
        for index, raw in enumerate(lines):
            line = raw.strip()
            is_declaration = (DECLARATION.match(line) and not EXEMPT.search(line)) or (
                CONFORMANCE.match(line) and "@available(*, unavailable)" not in lines[index - 1]
            )
            if not is_declaration:
                continue
            declarations += 1
            cursor = index - 1
            while cursor >= 0 and lines[cursor].strip().startswith(("@", "#if", "#else")):
                cursor -= 1
            comment = []
            while cursor >= 0 and lines[cursor].strip().startswith("//"):
                comment.insert(0, lines[cursor].strip())
                cursor -= 1
            text = " ".join(comment)
            match = re.search(r"sdk: [^,]+, (seen|doc page|issue)", text)
            if not match:
                missing.append(f"{path.relative_to(STUBS)}:{index + 1}: {line[:90]}")
                continue
            counts[match.group(1)] += 1
    print(
        f"stand-ins: {declarations} declarations cite their SDK file: {counts['seen']} read in the SDK text, "
        f"{counts['doc page']} checked against the documentation page, {counts['issue']} from issue 11's SDK sample; "
        f"{deviations} DEVIATION notes"
    )
    if missing:
        print("stand-in declarations without an `sdk:` citation:", file=sys.stderr)
        for entry in missing:
            print("  " + entry, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Every stand-in declaration must say which SDK file it was checked against.

A public or open declaration (and every conformance extension) in Doubles/ must be preceded, after
its attributes, by a comment containing `sdk:` (see Doubles/SwiftUI/Core.swift for the legend). A
`seen` citation whose file is written `iPhoneOS<version>.sdk <file>` with a version other than 18.0
was read in that other SDK version (the 18.0 file is not in the public copies) and is counted apart.
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
# The SwiftUI double's own machinery (types and protocols named Double…) is not SDK surface.
DOUBLE_CONFORMANCE = re.compile(r"^extension\s+(Double\w*[\w.<>]*\s*:|[\w.<>]+\s*:\s*Double\w+(\s*,\s*Double\w+)*\s*(where\b|\{))")
EXEMPT = re.compile(r"\b(typealias Body\b|var body\b)")


def main():
    missing = []
    counts = {"seen": 0, "seen elsewhere": 0, "doc page": 0, "issue": 0}
    declarations = 0
    deviations = 0
    for path in sorted(STUBS.rglob("*.swift")):
        lines = path.read_text().splitlines()
        deviations += sum(len(re.findall(r"DEVIATION(?::| \()", line)) for line in lines)
        for index, raw in enumerate(lines):
            line = raw.strip()
            is_declaration = (DECLARATION.match(line) and not EXEMPT.search(line)) or (
                CONFORMANCE.match(line)
                and not DOUBLE_CONFORMANCE.match(line)
                and "@available(*, unavailable)" not in lines[index - 1]
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
            match = re.search(r"sdk: ([^,]+), (seen|doc page|issue)", text)
            if not match:
                missing.append(f"{path.relative_to(STUBS)}:{index + 1}: {line[:90]}")
                continue
            how = match.group(2)
            version = re.search(r"iPhoneOS(\d+(?:\.\d+)*)\.sdk", match.group(1))
            if how == "seen" and version and version.group(1) != "18.0":
                how = "seen elsewhere"
            counts[how] += 1
    print(
        f"stand-ins: {declarations} declarations cite their SDK file: {counts['seen']} read in the iOS 18.0 SDK "
        f"text, {counts['seen elsewhere']} in another SDK version's (the 18.0 file is not in the public copies), "
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

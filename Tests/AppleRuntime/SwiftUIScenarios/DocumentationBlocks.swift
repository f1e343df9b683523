import Foundation
import Testing

/// The Swift blocks of README.md and docs/*.md, so a scenario that runs a block "as written" can
/// check that its copy still is the block: a changed block fails its scenario until the copy is
/// updated.
enum DocumentationBlocks {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")
        .standardized

    /// Every ```swift block of `file` (relative to the repository root).
    static func blocks(in file: String) -> [String] {
        guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else { return [] }
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The block of `file` that declares `declaration`, without its `import` lines.
    static func block(in file: String, declaring declaration: String) -> String? {
        blocks(in: file).first { $0.contains(declaration) }.map { block in
            block.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") }
                .joined(separator: "\n")
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Whether the scenario source `source` (a file next to this one) holds the block verbatim.
    static func isCopied(_ declaration: String, from file: String, into source: String) -> Bool {
        guard let block = block(in: file, declaring: declaration) else { return false }
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(source)
        guard let copy = try? String(contentsOf: path, encoding: .utf8) else { return false }
        return copy.contains(block)
    }
}

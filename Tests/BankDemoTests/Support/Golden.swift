import Foundation

/// The golden transcript (`Golden/demo.txt`), read by the tests that compare parts of a run with
/// it.
enum Golden {
    static let url = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Golden/demo.txt")

    /// The file's lines, without the empty one after its final line break.
    static func lines() throws -> [String] {
        var lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Scene `number`'s lines: its blank line and heading through the line before the next
    /// scene's blank line (or the end).
    static func scene(_ number: Int, in lines: [String]) -> [String] {
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("── \(number). ") }) else { return [] }
        let next = lines[(heading + 1)...].firstIndex(where: { $0.hasPrefix("── \(number + 1). ") }) ?? lines.endIndex
        return Array(lines[(heading - 1)..<(next == lines.endIndex ? next : next - 1)])
    }
}

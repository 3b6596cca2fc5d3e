import Foundation

/// Prints the deeplinks suite's rows: a readable table, or exactly one JSON array with `--json`.
enum DeepLinksReport {
    static func printJSON(_ rows: [DeepLinksRow]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(rows), as: UTF8.self))
    }

    static func printTable(_ rows: [DeepLinksRow]) {
        print("subject    n  ns/op (median)  ns/op (fastest)  host steps  screens built  scenarios")
        for row in rows {
            let cells = [
                row.subject.padding(toLength: 8, withPad: " ", startingAt: 0),
                String(format: "%4d", row.n),
                String(format: "%14.0f", row.nsPerOp),
                String(format: "%15.0f", row.fastestNsPerOp),
                String(format: "%10d", row.hostSteps),
                String(format: "%13d", row.screensBuilt),
                String(format: "%10d", row.scenarios),
            ]
            print(cells.joined(separator: "  "))
        }
    }
}

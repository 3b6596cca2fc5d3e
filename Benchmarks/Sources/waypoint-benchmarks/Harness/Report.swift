import Foundation

/// Prints a suite's results: a readable table, or exactly one JSON array with `--json`.
enum Report {
    static func printJSON(_ measurements: [Measurement]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(measurements)
        print(String(decoding: data, as: UTF8.self))
    }

    static func printTable(_ measurements: [Measurement]) {
        let showsCPU = measurements.contains { $0.mainThreadCPUNsPerOp != nil }
        let showsStarted = measurements.contains { $0.toStartedNsPerOp != nil }
        let header = ["subject", "n", "ns/op", "fastest", "× waypoint", "× own n=min", "bytes/route", "decl. bytes/route", "build ms"]
            + (showsCPU ? ["main-thread CPU ns/op"] : []) + (showsStarted ? ["to started ns/op"] : [])
        let rows = measurements.map { row in
            let cpu = showsCPU ? [row.mainThreadCPUNsPerOp.map { format($0, digits: 1) } ?? "—"] : []
            let started = showsStarted ? [row.toStartedNsPerOp.map { format($0, digits: 1) } ?? "—"] : []
            return [
                row.subject,
                String(row.n),
                format(row.nsPerOp, digits: 1),
                format(row.fastestNsPerOp, digits: 1),
                row.ratioToReference.map { format($0, digits: 2) } ?? "—",
                row.ratioToSmallestN.map { format($0, digits: 2) } ?? "—",
                row.bytesPerRoute.map { format($0, digits: 0) } ?? "—",
                row.declarationBytesPerRoute.map { format($0, digits: 0) } ?? "—",
                format(row.buildMilliseconds, digits: 1),
            ] + cpu + started
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        for line in [header] + rows {
            let cells = line.indices.map { column in
                let cell = line[column]
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }
            print(cells.joined(separator: "  "))
        }
    }

    static func format(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}

/// The rows of one suite as an aligned text table, the subject column left-aligned.
enum ReportTable {
    static func print(_ rows: [ReportRow]) {
        let showsBuild = rows.contains { $0.bytesPerRoute != nil || $0.buildMilliseconds != nil }
        let showsStarted = rows.contains { $0.toStartedNsPerOp != nil }
        let showsSteps = rows.contains { $0.hostSteps != nil }
        let showsInstructions = rows.contains { $0.instructionsPerOp != nil }
        var header = ["subject", "scenario", "n", "ns/op", "fastest", "× waypoint", "× own n=min", "mallocs/op"]
        if showsInstructions { header.append("instr./op") }
        if showsBuild { header += ["bytes/route", "allocs/route", "build ms"] }
        if showsStarted { header.append("to started ns/op") }
        if showsSteps { header.append("host steps") }
        let cells = rows.map { row in
            var line = [
                row.subject, row.scenario, String(row.n), Format.number(row.nsPerOp, digits: 1),
                Format.number(row.fastestNsPerOp, digits: 1), Format.optional(row.ratioToWaypoint, digits: 2),
                Format.optional(row.ratioToSmallestN, digits: 2), Format.optional(row.mallocsPerOp, digits: 1),
            ]
            if showsInstructions { line.append(Format.optional(row.instructionsPerOp, digits: 0)) }
            if showsBuild {
                line += [
                    Format.optional(row.bytesPerRoute, digits: 0), Format.optional(row.allocationsPerRoute, digits: 2),
                    Format.optional(row.buildMilliseconds, digits: 2),
                ]
            }
            if showsStarted { line.append(Format.optional(row.toStartedNsPerOp, digits: 1)) }
            if showsSteps { line.append(Format.optional(row.hostSteps, digits: 0)) }
            return line
        }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        for line in [header] + cells {
            let padded = line.indices.map { column in
                let pad = String(repeating: " ", count: widths[column] - line[column].count)
                return column < 2 ? line[column] + pad : pad + line[column]
            }
            Swift.print(padded.joined(separator: "  "))
        }
    }
}

import Foundation

/// Reads one package-benchmark run (its `--format influx` export) and prints what we judge
/// Waypoint by: each figure per operation beside its peer or baseline of the same run, the
/// ratios, and the regression budgets of issue 22 as `pass`/`FAIL` lines.
///
/// ```sh
/// waypoint-benchmark-report run.influx.csv            # tables and goal lines
/// waypoint-benchmark-report run.influx.csv --json     # exactly one JSON array of rows
/// waypoint-benchmark-report run.influx.csv --check    # exit 1 if a budget fails
/// waypoint-benchmark-report run.influx.csv --quick    # a smoke run: goals listed, not judged
/// ```
@main
enum WaypointBenchmarkReport {
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        let flags = Set(arguments.filter { $0.hasPrefix("--") })
        arguments.removeAll { $0.hasPrefix("--") }
        let known: Set = ["--json", "--check", "--quick"]
        guard arguments.count == 1, flags.isSubset(of: known) else {
            fail("usage: waypoint-benchmark-report EXPORT.influx.csv [--json] [--check] [--quick]", status: 2)
        }
        guard let text = try? String(contentsOfFile: arguments[0], encoding: .utf8) else {
            fail("error: cannot read \(arguments[0]) (export a run with `--format influx --path DIR`)", status: 2)
        }
        let rows: [ReportRow]
        do {
            rows = ReportRow.rows(from: try InfluxExport.figures(from: text))
        } catch {
            fail("error: \(error)", status: 2)
        }
        guard !rows.isEmpty else { fail("error: no Waypoint benchmark in \(arguments[0])", status: 2) }
        if flags.contains("--json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            // Rows hold finite numbers only (ratios are left out where a figure is 0).
            print(String(decoding: (try? encoder.encode(rows)) ?? Data("[]".utf8), as: UTF8.self))
            return
        }
        var suites: [String] = []
        for row in rows where !suites.contains(row.suite) { suites.append(row.suite) }
        for suite in suites {
            print("== \(suite)")
            ReportTable.print(rows.filter { $0.suite == suite })
            print()
        }
        let goals = Goal.all(in: rows)
        if flags.contains("--quick") {
            print("a smoke run (--quick): the goals are not judged on its figures")
            for goal in goals { print("goal: \(goal.title) (not judged)") }
            return
        }
        for goal in goals { print(goal.line) }
        if let note = Goal.memoryNote(in: rows) { print(note) }
        if flags.contains("--check"), goals.contains(where: { $0.met != true }) {
            exit(1)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}

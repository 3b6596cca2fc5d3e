import BenchmarkFixtures

/// One benchmark's figures from package-benchmark's Influx export (`--format influx`): per
/// metric, the value at each percentile, for one iteration (not divided by the operations an
/// iteration makes).
struct ExportedFigures {
    /// The suite: the benchmark target's name, lowercased (`Routes` → `routes`).
    var suite: String
    var name: BenchmarkName
    /// Measured iterations.
    var iterations: Int
    /// By metric as the export spells it (`Time(wallclock)`, `Malloc(total)`, `operations`),
    /// by percentile (`0.0`, `50.0`, …).
    var values: [String: [String: Double]]

    /// The median of `metric`, if the run measured it.
    func median(_ metric: String) -> Double? { values[metric]?["50.0"] }

    /// The smallest value of `metric` (the least disturbed iteration), if measured.
    func fastest(_ metric: String) -> Double? { values[metric]?["0.0"] }
}

/// Reads package-benchmark's Influx CSV: a `#datatype` line, a header, then one line per
/// benchmark, metric and percentile:
///
/// ```text
/// measurement,hostName,…,metric,unit,test,percentile,value,test_average,iterations,warmup_iterations,time
/// Routes,vm,x86_64,2,23,#1-SMP,Time(wallclock),ns,waypoint match n=10,50.0,151000,…,1028,1,2026-…
/// ```
///
/// The machine's columns may hold anything, so a line is read from both ends: the target first,
/// the benchmark's columns counted from the right. Benchmarks whose names are not
/// ``BenchmarkName``s are skipped.
enum InfluxExport {
    struct Malformed: Error, CustomStringConvertible {
        var line: Int
        var text: String
        var description: String { "line \(line) of the export is not an Influx row: \(text)" }
    }

    static func figures(from text: String) throws -> [ExportedFigures] {
        var byBenchmark: [String: ExportedFigures] = [:]
        var order: [String] = []
        for (index, line) in text.split(separator: "\n").enumerated() {
            guard !line.hasPrefix("#"), !line.hasPrefix("measurement,") else { continue }
            let columns = line.split(separator: ",", omittingEmptySubsequences: false)
            guard columns.count >= 10, let value = Double(columns[columns.count - 5]),
                let iterations = Int(columns[columns.count - 3])
            else {
                throw Malformed(line: index + 1, text: String(line))
            }
            let test = columns[columns.count - 7]
            guard let name = BenchmarkName(parsing: test) else { continue }
            let metric = String(columns[columns.count - 9])
            let percentile = String(columns[columns.count - 6])
            let suite = columns[0].lowercased()
            let key = suite + "/" + test
            if byBenchmark[key] == nil {
                order.append(key)
                byBenchmark[key] = ExportedFigures(suite: suite, name: name, iterations: iterations, values: [:])
            }
            byBenchmark[key]?.values[metric, default: [:]][percentile] = value
        }
        return order.compactMap { byBenchmark[$0] }
    }
}

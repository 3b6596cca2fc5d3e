/// The summary printed under the routes table: the ratios the goal is stated in, from the
/// medians and from the fastest runs (the latter is the steadier one on a busy machine).
struct RoutesVerdict {
    /// At the largest table, Waypoint must be at least this many times faster than routing-kit.
    static let speedupGoal = 8.0
    /// Waypoint's cost at the largest table divided by its cost at the smallest must stay under this.
    static let flatnessGoal = 1.5

    var measurements: [Measurement]
    /// A `--quick` run times too little to judge the goal; an `--operations` run times nothing.
    var isQuick: Bool

    func printSummary() {
        guard let largest = measurements.map(\.n).max(), let smallest = measurements.map(\.n).min() else { return }
        func row(_ subject: String, _ n: Int) -> Measurement? {
            measurements.first { $0.subject == subject && $0.n == n }
        }
        func ratios(_ top: Measurement, _ bottom: Measurement) -> (median: Double, fastest: Double) {
            (top.nsPerOp / bottom.nsPerOp, top.fastestNsPerOp / bottom.fastestNsPerOp)
        }
        func text(_ ratio: (median: Double, fastest: Double)) -> String {
            "\(Report.format(ratio.median, digits: 2))× (medians), \(Report.format(ratio.fastest, digits: 2))× (fastest runs)"
        }
        guard let waypoint = row(WaypointSubject.name, largest), let first = row(WaypointSubject.name, smallest),
            waypoint.nsPerOp > 0
        else {
            return
        }
        for subject in [RoutingKitSubject.name, LinearScanSubject.name] {
            guard let other = row(subject, largest) else { continue }
            print("\(subject) / waypoint at n = \(largest): \(text(ratios(other, waypoint)))")
        }
        let flatness = ratios(waypoint, first)
        print("waypoint n = \(largest) / n = \(smallest): \(text(flatness))")
        if isQuick {
            print("goal: not judged on a --quick run")
        } else if let routingKit = row(RoutingKitSubject.name, largest) {
            let speedup = ratios(routingKit, waypoint)
            let fast = speedup.median >= Self.speedupGoal && flatness.median <= Self.flatnessGoal
            print(
                "goal (≥ \(Report.format(Self.speedupGoal, digits: 0))× routing-kit, flat within "
                    + "\(Report.format(Self.flatnessGoal, digits: 1))×, on medians): \(fast ? "met" : "not met")"
            )
            // The rest of the goal: no more memory per route, and no slower a build, than routing-kit.
            let bytes = (waypoint.bytesPerRoute ?? 0, routingKit.bytesPerRoute ?? 0)
            let build = (waypoint.buildMilliseconds, routingKit.buildMilliseconds)
            print(
                "at n = \(largest): \(Report.format(bytes.0, digits: 0)) against \(Report.format(bytes.1, digits: 0)) bytes per "
                    + "route (\(bytes.0 <= bytes.1 ? "met" : "not met")), build \(Report.format(build.0, digits: 1)) against "
                    + "\(Report.format(build.1, digits: 1)) ms (\(build.0 <= build.1 ? "met" : "not met"))"
            )
        }
    }
}

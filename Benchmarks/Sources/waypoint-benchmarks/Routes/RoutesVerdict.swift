/// The summary printed under the routes table: the ratios the goal is stated in.
struct RoutesVerdict {
    /// At the largest table, Waypoint must be at least this many times faster than routing-kit.
    static let speedupGoal = 8.0
    /// Waypoint's cost at the largest table divided by its cost at the smallest must stay under this.
    static let flatnessGoal = 1.5

    var measurements: [Measurement]

    func printSummary() {
        guard let largest = measurements.map(\.n).max(), let smallest = measurements.map(\.n).min() else { return }
        func row(_ subject: String, _ n: Int) -> Measurement? {
            measurements.first { $0.subject == subject && $0.n == n }
        }
        guard let waypoint = row(WaypointSubject.name, largest), let first = row(WaypointSubject.name, smallest) else {
            return
        }
        for subject in [RoutingKitSubject.name, LinearScanSubject.name] {
            guard let other = row(subject, largest) else { continue }
            print("\(subject) / waypoint at n = \(largest): \(Report.format(other.nsPerOp / waypoint.nsPerOp, digits: 2))×")
        }
        let flatness = waypoint.nsPerOp / first.nsPerOp
        print("waypoint n = \(largest) / n = \(smallest): \(Report.format(flatness, digits: 2))×")
        if let routingKit = row(RoutingKitSubject.name, largest) {
            let speedup = routingKit.nsPerOp / waypoint.nsPerOp
            let met = speedup >= Self.speedupGoal && flatness <= Self.flatnessGoal
            print(
                "goal (≥ \(Report.format(Self.speedupGoal, digits: 0))× routing-kit, flat within "
                    + "\(Report.format(Self.flatnessGoal, digits: 1))×): \(met ? "met" : "not met")"
            )
        }
    }
}

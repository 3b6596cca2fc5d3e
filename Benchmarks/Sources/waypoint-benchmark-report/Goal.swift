/// A regression budget of issue 22, judged on the figures of one run: a ratio between two
/// figures measured side by side, and the bound it must stay within.
struct Goal {
    /// What is compared, in words: `routing-kit / waypoint, match at n = 10000`.
    var title: String
    /// The ratio measured, or nil where the run lacks one of the two figures.
    var ratio: Double?
    /// `≥` or `≤`, and the bound.
    var atLeast: Bool
    var bound: Double

    var met: Bool? {
        ratio.map { atLeast ? $0 >= bound : $0 <= bound }
    }

    /// One line: `goal: routing-kit / waypoint … = 7.91× (budget ≥ 6×): pass`.
    var line: String {
        let budget = "budget \(atLeast ? "≥" : "≤") \(Format.number(bound, digits: bound.rounded() == bound ? 0 : 1))×"
        guard let ratio, let met else { return "goal: \(title): not measured in this run (\(budget))" }
        return "goal: \(title) = \(Format.number(ratio, digits: 2))× (\(budget)): \(met ? "pass" : "FAIL")"
    }
}

extension Goal {
    /// The four budgets of issue 22 (item 5), from the rows of one run.
    static func all(in rows: [ReportRow]) -> [Goal] {
        func row(_ suite: String, _ subject: String, _ scenario: String, _ n: Int) -> ReportRow? {
            rows.first { $0.suite == suite && $0.subject == subject && $0.scenario == scenario && $0.n == n }
        }
        func ratio(_ top: Double?, _ bottom: Double?) -> Double? {
            guard let top, let bottom, bottom > 0 else { return nil }
            return top / bottom
        }
        let waypoint = row("routes", "waypoint", "match", 10_000)
        let routingKit = row("routes", "routing-kit", "match", 10_000)
        var goals = [
            Goal(
                title: "routes: routing-kit / waypoint ns per match (values read) at n = 10000",
                ratio: ratio(routingKit?.nsPerOp, waypoint?.nsPerOp), atLeast: true, bound: 6),
            Goal(
                title: "routes: waypoint / routing-kit bytes per route at n = 10000",
                ratio: ratio(waypoint?.bytesPerRoute, routingKit?.bytesPerRoute), atLeast: false, bound: 1),
        ]
        let hubSizes = Set(rows.filter { $0.suite == "hub" }.map(\.n)).sorted()
        for n in hubSizes.isEmpty ? [10] : hubSizes {
            goals.append(Goal(
                title: "hub: start → started / a direct flow launch, at \(n) routes",
                ratio: ratio(row("hub", "waypoint", "start", n)?.toStartedNsPerOp, row("hub", "flow-only", "start", n)?.toStartedNsPerOp),
                atLeast: false, bound: 1.5))
        }
        goals.append(Goal(
            title: "navigation: navigator push/pop on a stack of 1000 / of 10",
            ratio: ratio(row("navigation", "navigator", "stack", 1_000)?.nsPerOp, row("navigation", "navigator", "stack", 10)?.nsPerOp),
            atLeast: false, bound: 2))
        return goals
    }
}

extension Goal {
    /// What the memory goal does not see: `memoryLeakedBytes` counts the bytes asked of `malloc`,
    /// not the allocator's own header and rounding (8 to 24 bytes per allocation with glibc), so
    /// a router that keeps many small allocations looks smaller than it is. The line puts the
    /// allocations each router keeps beside the goal.
    static func memoryNote(in rows: [ReportRow]) -> String? {
        func kept(_ subject: String) -> ReportRow? {
            rows.first { $0.suite == "routes" && $0.subject == subject && $0.scenario == "match" && $0.n == 10_000 }
        }
        guard let waypoint = kept("waypoint")?.allocationsPerRoute, let routingKit = kept("routing-kit")?.allocationsPerRoute else {
            return nil
        }
        return "note: allocations kept per route at n = 10000: waypoint \(Format.number(waypoint, digits: 2)), "
            + "routing-kit \(Format.number(routingKit, digits: 2)) (each also costs the allocator 8–24 bytes the bytes/route column leaves out)"
    }
}

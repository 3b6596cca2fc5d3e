/// Runs the routes suite: for every size, builds each subject from the same generated table,
/// checks that they agree on the same workload, then times them.
struct RoutesBenchmark {
    static let suite = "routes"

    static let subjectNames = [WaypointSubject.name, RoutingKitSubject.name, LinearScanSubject.name]

    var sizes: [Int]
    var subjects: Set<String>
    var sampling: Sampling

    func run() throws -> [Measurement] {
        var rows: [Measurement] = []
        for n in sizes {
            let routes = RouteTableGenerator.routes(count: n)
            let workload = Workload(routes: routes, count: sampling.workloadSize)
            let reference = subjects.contains(WaypointSubject.name)
                ? try measure(WaypointSubject.self, routes: routes, workload: workload, reference: nil) : nil
            if let reference { rows.append(reference) }
            if subjects.contains(RoutingKitSubject.name) {
                rows.append(try measure(RoutingKitSubject.self, routes: routes, workload: workload, reference: reference))
            }
            if subjects.contains(LinearScanSubject.name) {
                rows.append(try measure(LinearScanSubject.self, routes: routes, workload: workload, reference: reference))
            }
        }
        return rows.map { row in
            var row = row
            if let smallest = rows.first(where: { $0.subject == row.subject }) {
                row.ratioToSmallestN = row.nsPerOp / smallest.nsPerOp
            }
            return row
        }
    }

    private func measure<Subject: RouteSubject>(
        _ type: Subject.Type, routes: [RouteSpec], workload: Workload, reference: Measurement?
    ) throws -> Measurement {
        let clock = ContinuousClock()
        let start = clock.now
        let (subject, bytes) = try measuringAllocations { try Subject(routes: routes) }
        let buildTime = start.duration(to: clock.now)
        try WorkloadCheck(subject: Subject.name, n: routes.count).verify(workload) { subject.routeName(for: $0) }
        let urls = workload.urls
        let count = urls.count
        let sample = Sampler(sampling: sampling).nanosecondsPerOperation { index in
            subject.checksum(urls[index % count])
        }
        return Measurement(
            suite: Self.suite,
            subject: Subject.name,
            n: routes.count,
            nsPerOp: sample.median,
            fastestNsPerOp: sample.fastest,
            bytesPerRoute: bytes == 0 ? nil : Double(bytes) / Double(routes.count),
            ratioToReference: reference.map { sample.median / $0.nsPerOp },
            ratioToSmallestN: nil,
            buildMilliseconds: Double(buildTime.components.seconds) * 1e3 + Double(buildTime.components.attoseconds) / 1e15,
            runs: sampling.runs,
            opsPerRun: sample.operationsPerRun
        )
    }
}

/// Runs the routes suite: for every size, builds each subject from the same generated table,
/// checks that they reach the same routes and read the same values on the same workload, then
/// times them.
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
            var reference: (row: Measurement, checksums: [Int])?
            if subjects.contains(WaypointSubject.name) {
                reference = try measure(WaypointSubject.self, routes: routes, workload: workload, reference: nil)
                rows.append(reference!.row)
            }
            if subjects.contains(RoutingKitSubject.name) {
                rows.append(try measure(RoutingKitSubject.self, routes: routes, workload: workload, reference: reference).row)
            }
            if subjects.contains(LinearScanSubject.name) {
                rows.append(try measure(LinearScanSubject.self, routes: routes, workload: workload, reference: reference).row)
            }
        }
        return rows.map { row in
            var row = row
            if let smallest = rows.first(where: { $0.subject == row.subject }), smallest.nsPerOp > 0 {
                row.ratioToSmallestN = row.nsPerOp / smallest.nsPerOp
            }
            return row
        }
    }

    /// Builds and checks one subject, then times it; returns its row and its checksum of every
    /// URL of the workload (which must equal the reference subject's, URL by URL).
    private func measure<Subject: RouteSubject>(
        _ type: Subject.Type, routes: [RouteSpec], workload: Workload, reference: (row: Measurement, checksums: [Int])?
    ) throws -> (row: Measurement, checksums: [Int]) {
        let clock = ContinuousClock()
        let start = clock.now
        let (declarations, declarationBytes) = try measuringAllocations { try Subject.declare(routes) }
        let (subject, bytes) = try measuringAllocations { try Subject(declarations) }
        let buildTime = start.duration(to: clock.now)
        let check = WorkloadCheck(subject: Subject.name, n: routes.count)
        try check.verify(workload) { subject.routeName(for: $0) }
        let urls = workload.urls
        let checksums = urls.map(subject.checksum)
        if let reference {
            try check.verifyValues(urls: urls, checksums: checksums, expected: reference.checksums, reference: reference.row.subject)
        }
        let count = urls.count
        let sample = Sampler(sampling: sampling).nanosecondsPerOperation { index in
            subject.checksum(urls[index % count])
        }
        let row = Measurement(
            suite: Self.suite,
            subject: Subject.name,
            n: routes.count,
            nsPerOp: sample.median,
            fastestNsPerOp: sample.fastest,
            bytesPerRoute: bytes == 0 ? nil : Double(bytes) / Double(routes.count),
            declarationBytesPerRoute: declarationBytes == 0 ? nil : Double(declarationBytes) / Double(routes.count),
            ratioToReference: reference.flatMap { $0.row.nsPerOp > 0 ? sample.median / $0.row.nsPerOp : nil },
            ratioToSmallestN: nil,
            buildMilliseconds: Double(buildTime.components.seconds) * 1e3 + Double(buildTime.components.attoseconds) / 1e15,
            runs: sampling.runs,
            opsPerRun: sample.operationsPerRun
        )
        return (row, checksums)
    }
}

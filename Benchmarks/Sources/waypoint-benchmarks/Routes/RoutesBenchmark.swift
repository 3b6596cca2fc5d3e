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
            var prepared: [Prepared] = []
            if subjects.contains(WaypointSubject.name) {
                prepared.append(try prepare(WaypointSubject.self, routes: routes, workload: workload, reference: nil))
            }
            let reference = prepared.first
            if subjects.contains(RoutingKitSubject.name) {
                prepared.append(try prepare(RoutingKitSubject.self, routes: routes, workload: workload, reference: reference))
            }
            if subjects.contains(LinearScanSubject.name) {
                prepared.append(try prepare(LinearScanSubject.self, routes: routes, workload: workload, reference: reference))
            }
            // The subjects' builds and runs alternate, so that a load on the machine falls on all of them alike.
            let buildMilliseconds = try timeBuilds(prepared)
            let samples = Sampler(sampling: sampling).nanosecondsPerOperation(interleaving: prepared.map(\.operation))
            for (index, (subject, sample)) in zip(prepared, samples).enumerated() {
                rows.append(Measurement(
                    suite: Self.suite,
                    subject: subject.name,
                    n: n,
                    nsPerOp: sample.median,
                    fastestNsPerOp: sample.fastest,
                    bytesPerRoute: subject.bytes == 0 ? nil : Double(subject.bytes) / Double(n),
                    declarationBytesPerRoute: subject.declarationBytes == 0 ? nil : Double(subject.declarationBytes) / Double(n),
                    ratioToReference: subject.name == reference?.name || samples[0].median == 0
                        ? nil : sample.median / samples[0].median,
                    ratioToSmallestN: nil,
                    buildMilliseconds: buildMilliseconds[index],
                    runs: sampling.runs,
                    opsPerRun: sample.operationsPerRun
                ))
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

    /// A subject built and checked, ready to be timed.
    private struct Prepared {
        var name: String
        /// Bytes the built router keeps, declarations it holds included (first build), and of
        /// which bytes the declarations alone keep.
        var bytes: Int
        var declarationBytes: Int
        /// Declares the routes and builds the table (timed by ``timeBuilds(_:)``); the result is
        /// only kept alive until the clock is read.
        var build: () throws -> Any
        /// Its checksum of every URL of the workload.
        var checksums: [Int]
        /// The timed operation: consumes the match of URL number `index` (modulo the workload).
        var operation: (Int) -> Int
    }

    /// The median time, by subject (in order), to declare the routes and build the table, over
    /// `sampling.builds` builds of each, the subjects' builds alternating. Nothing else runs
    /// inside the timed part (memory is counted on another build), and each table is released
    /// after the clock is read.
    private func timeBuilds(_ prepared: [Prepared]) throws -> [Double] {
        let clock = ContinuousClock()
        var times = [[Double]](repeating: [], count: prepared.count)
        for _ in 0..<sampling.builds {
            for (index, subject) in prepared.enumerated() {
                let start = clock.now
                let built = try subject.build()
                let duration = start.duration(to: clock.now)
                withExtendedLifetime(built) {}
                times[index].append(Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15)
            }
        }
        // `builds` is at least 1 (the suite checks it).
        return times.map { $0.sorted()[$0.count / 2] }
    }

    /// Builds one subject (counting the memory it keeps), checks that it reaches the expected
    /// routes and reads the same values as the reference subject (equal checksums, URL by URL),
    /// and returns it ready to be timed.
    private func prepare<Subject: RouteSubject>(
        _ type: Subject.Type, routes: [RouteSpec], workload: Workload, reference: Prepared?
    ) throws -> Prepared {
        // Everything the router keeps once the app's declaration list is gone: its table and,
        // for Waypoint, the `Route` values the table holds.
        let (subject, bytes) = try measuringAllocations { try Subject(try Subject.declare(routes)) }
        // Of which the declarations (shown apart): what declaring the routes alone keeps.
        let declarationBytes = try measuringAllocations { try Subject.declare(routes) }.bytes
        let check = WorkloadCheck(subject: Subject.name, n: routes.count)
        try check.verify(workload) { subject.routeName(for: $0) }
        let urls = workload.urls
        let checksums = urls.map(subject.checksum)
        if let reference {
            try check.verifyValues(urls: urls, checksums: checksums, expected: reference.checksums, reference: reference.name)
        }
        let mask = urls.count - 1
        precondition(urls.count & mask == 0, "the workload size must be a power of two")
        return Prepared(
            name: Subject.name, bytes: bytes, declarationBytes: declarationBytes,
            build: { try Subject(try Subject.declare(routes)) }, checksums: checksums,
            operation: { index in subject.checksum(urls[index & mask]) })
    }
}

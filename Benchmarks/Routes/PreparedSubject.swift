import BenchmarkFixtures

/// One router built from a generated table and checked, ready to be measured: it reaches the
/// expected route for every URL of the workload, and reads the same values as Waypoint (equal
/// checksums, URL by URL). A benchmark of wrong answers is worth nothing, so a subject that
/// fails the check stops the suite before anything is timed.
struct PreparedSubject {
    var name: String
    /// Declares the routes and builds the router: what an app pays at launch.
    var build: () throws -> Any
    /// Matches URL number `index` (modulo the workload) and folds what the app reads into a number.
    var match: (Int) -> Int
    /// Its checksum of every URL of the workload, for the next subject's check.
    var checksums: [Int]

    /// Builds `Subject` from `routes` and checks it on `workload` against `reference`.
    ///
    /// - Throws: ``WorkloadCheck/Mismatch`` naming the URLs the subject gets wrong, or the
    ///   subject's own build error.
    static func prepare<Subject: RouteSubject>(
        _ type: Subject.Type, routes: [RouteSpec], workload: Workload, reference: PreparedSubject?
    ) throws -> PreparedSubject {
        let subject = try Subject(try Subject.declare(routes))
        let check = WorkloadCheck(subject: Subject.name, n: routes.count)
        try check.verify(workload) { subject.routeName(for: $0) }
        let urls = workload.urls
        let checksums = urls.map(subject.checksum)
        if let reference {
            try check.verifyValues(urls: urls, checksums: checksums, expected: reference.checksums, reference: reference.name)
        }
        let mask = urls.count - 1
        precondition(urls.count & mask == 0, "the workload size must be a power of two")
        return PreparedSubject(
            name: Subject.name,
            build: { try Subject(try Subject.declare(routes)) },
            match: { index in subject.checksum(urls[index & mask]) },
            checksums: checksums
        )
    }

    /// The three subjects for a table of `n` generated routes, Waypoint first (the reference).
    static func all(n: Int) throws -> [PreparedSubject] {
        let routes = RouteTableGenerator.routes(count: n)
        let workload = Workload(routes: routes, count: RunLength.workloadSize)
        let waypoint = try prepare(WaypointSubject.self, routes: routes, workload: workload, reference: nil)
        return [
            waypoint,
            try prepare(RoutingKitSubject.self, routes: routes, workload: workload, reference: waypoint),
            try prepare(LinearScanSubject.self, routes: routes, workload: workload, reference: waypoint),
        ]
    }
}

import WaypointNavigation

extension NavigationWorkload {
    struct Missed: Error, CustomStringConvertible {
        var description: String
    }

    /// Checks, untimed, that `subject` reaches the target both ways (push, then pop), and
    /// returns the host steps a push takes.
    ///
    /// - Throws: ``Missed`` when the state shown afterwards is not the target.
    func checked(_ subject: NavigationSubject) throws -> Int {
        let (pushed, hostSteps) = try operation(subject, 0)
        let (popped, _) = try operation(subject, 1)
        guard pushed == deep, popped == shallow else {
            throw Missed(description: "\(subject.rawValue) did not reach the target at depth \(depth)")
        }
        return hostSteps
    }
}

/// A command line the demo cannot run; `waypoint-demo` prints it with the usage and exits 64.
///
/// ```swift
/// try DemoCommand.parse(["--scene", "99"])
/// // DemoUsageError: "--scene expects a scene number from 1 to 16; got 99"
/// ```
public struct DemoUsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, naming the argument.
    public let description: String

    init(_ description: String) { self.description = description }
}

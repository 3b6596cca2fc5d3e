/// What `waypoint-demo` was asked to do, read from its arguments.
///
/// ```swift
/// try DemoCommand.parse([])                          // .play(scene: nil, quiet: false, diagrams: false)
/// try DemoCommand.parse(["--scene", "9", "--quiet"]) // .play(scene: 9, quiet: true, diagrams: false)
/// try DemoCommand.parse(["--inspect"])              // throws: the inspector's mode is in Tools
/// try DemoCommand.parse(["--sene", "9"])             // throws: unknown argument `--sene`
/// ```
public enum DemoCommand: Equatable, Sendable {
    /// Play the script, or one scene of it.
    case play(scene: Int?, quiet: Bool, diagrams: Bool)
    /// Print the help (the scenes and their designs).
    case help

    /// The exit status of a command line the demo cannot run (`EX_USAGE`).
    public static let usageStatus: Int32 = 64

    /// The usage lines, printed by `--help` and after a usage error.
    public static let usage = """
        usage: waypoint-demo [--scene N] [--quiet] [--diagrams]
               waypoint-demo --help
        """

    /// The command that serves the live inspector over the demo: it lives in the nested Tools
    /// package, so that the inspector's server stays out of an app's dependency graph.
    public static let inspectorCommand = "swift run --package-path Tools waypoint-demo-inspector [--port N] [--allow-open]"

    /// Reads the arguments (without the program's name).
    ///
    /// - Throws: ``DemoUsageError`` naming the first argument it cannot use.
    public static func parse(_ arguments: [String]) throws(DemoUsageError) -> DemoCommand {
        var scene: Int?
        var quiet = false
        var diagrams = false
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                return .help
            case "--quiet":
                quiet = true
            case "--diagrams":
                diagrams = true
            case "--inspect", "--port", "--allow-open":
                throw DemoUsageError("the live inspector's mode moved to the Tools package: \(inspectorCommand)")
            case "--scene":
                index += 1
                guard index < arguments.endIndex else { throw DemoUsageError("--scene expects a scene number") }
                guard scene == nil else { throw DemoUsageError("--scene is given twice; the demo plays one scene or all of them") }
                guard let number = Int(arguments[index]), DemoScene.all.indices.contains(number - 1) else {
                    throw DemoUsageError("--scene expects a scene number from 1 to \(DemoScene.all.count); got `\(arguments[index])`")
                }
                scene = number
            default:
                throw DemoUsageError("unknown argument `\(argument)`")
            }
            index += 1
        }
        return .play(scene: scene, quiet: quiet, diagrams: diagrams)
    }
}

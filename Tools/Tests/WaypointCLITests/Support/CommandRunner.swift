import Foundation

/// Runs a built executable of the package (by default `waypoint`), as a user would.
struct CommandRunner {
    struct Result {
        var status: Int32
        var output: String
        var errorOutput: String
    }

    /// The build folder's products, where the test bundle is too.
    static let productsFolder: URL = {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return FileManager.default.fileExists(atPath: testBinary.path)
            ? testBinary.deletingLastPathComponent()
            : URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }()

    static func run(_ arguments: [String], executable: String = "waypoint") throws -> Result {
        let process = Process()
        process.executableURL = productsFolder.appendingPathComponent(executable)
        process.arguments = arguments
        process.currentDirectoryURL = TestFiles.root
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData, as: UTF8.self)
        )
    }
}

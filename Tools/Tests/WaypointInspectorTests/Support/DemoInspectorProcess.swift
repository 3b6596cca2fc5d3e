import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `waypoint-demo-inspector` (the demo behind the inspector) in a child process, for what a test
/// must not do to its own process: run out of file descriptors (the child's limit is lowered with
/// `ulimit`, never ours) or measure memory without other tests' allocations mixed in.
///
/// The demo is built next to the test bundle by `swift build` and `swift test`.
final class DemoInspectorProcess: @unchecked Sendable {
    let process = Process()
    let port: UInt16
    let token: String
    private let errors = Pipe()

    /// Starts the demo, with at most `descriptors` open files if given, and reads its URL.
    init(descriptors: Int? = nil, allowsOpening: Bool = false) throws {
        let directory = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).deletingLastPathComponent()
        let demo = directory.appendingPathComponent("waypoint-demo-inspector").path
        guard FileManager.default.isExecutableFile(atPath: demo) else {
            throw RawHTTP.Failure(description: "no demo at \(demo): build it with `swift build` first")
        }
        // The shell lowers its own limit, then becomes the demo: the limit is the child's alone.
        let limit = descriptors.map { "ulimit -n \($0) && " } ?? ""
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\(limit)exec \"$0\" \(allowsOpening ? "--allow-open" : "")", demo]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The first line is the page's URL: http://127.0.0.1:PORT/?token=TOKEN
        let line = Self.firstLine(of: output.fileHandleForReading.fileDescriptor, timeout: TimeBound.seconds(30))
        guard let url = URLComponents(string: line), let port = url.port, let token = url.queryItems?.first(where: { $0.name == "token" })?.value
        else {
            process.terminate()
            throw RawHTTP.Failure(description: "the demo did not print its URL; got: \(line)")
        }
        self.port = UInt16(port)
        self.token = token
    }

    /// The child's resident memory now, in bytes (`VmRSS`).
    var residentBytes: Int {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1_024
    }

    /// Ends the child (this test's own child, by its process id) and returns what it wrote to
    /// standard error; a second call returns nothing.
    func stop() -> String {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Reads one line from `descriptor`, giving up after `timeout`.
    private static func firstLine(of descriptor: Int32, timeout: Duration) -> String {
        let deadline = ContinuousClock.now + timeout
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while ContinuousClock.now < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            guard read(descriptor, &byte, 1) == 1, byte != UInt8(ascii: "\n") else { break }
            bytes.append(byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

import Foundation

#if WAYPOINT_FUZZING
    /// libFuzzer's entry point, compiled only by the fuzz build (`-DWAYPOINT_FUZZING`, see the
    /// README's "Fuzzing"); libFuzzer provides `main`.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        // libFuzzer calls on the main thread, where the hub lives.
        let input = data.map { Data(bytes: $0, count: size) } ?? Data()
        MainActor.assumeIsolated { fuzzOneInput(input) }
        return 0
    }
#else
    /// Without the fuzz build: replays the corpus files or crash inputs given as arguments, so a
    /// finding can be reproduced in a plain debug build (`swift run WaypointOverridesFuzz crash-…`).
    @main
    struct FuzzReplay {
        @MainActor static func main() throws {
            let paths = CommandLine.arguments.dropFirst()
            for path in paths {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                fuzzOneInput(data)
                print("ok: \(path) (\(data.count) bytes)")
            }
            if paths.isEmpty {
                print("usage: WaypointOverridesFuzz FILE... (replays fuzz inputs; see the README's \"Fuzzing\")")
            }
        }
    }
#endif

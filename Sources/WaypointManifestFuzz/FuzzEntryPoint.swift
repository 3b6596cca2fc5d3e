#if WAYPOINT_FUZZING
    /// libFuzzer's entry point, compiled only by the fuzz build (`-DWAYPOINT_FUZZING`, see the
    /// README's "Fuzzing"); libFuzzer provides `main`.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        fuzzOneInput(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }
#else
    import Foundation

    /// Without the fuzz build: replays the corpus files or crash inputs given as arguments, so a
    /// finding can be reproduced in a plain debug build (`swift run WaypointManifestFuzz crash-…`).
    @main
    struct FuzzReplay {
        static func main() throws {
            let paths = CommandLine.arguments.dropFirst()
            for path in paths {
                let data = try Data(contentsOf: URL(fileURLWithPath: path))
                data.withUnsafeBytes(fuzzOneInput)
                print("ok: \(path) (\(data.count) bytes)")
            }
            if paths.isEmpty {
                print("usage: WaypointManifestFuzz FILE... (replays fuzz inputs; see the README's \"Fuzzing\")")
            }
        }
    }
#endif

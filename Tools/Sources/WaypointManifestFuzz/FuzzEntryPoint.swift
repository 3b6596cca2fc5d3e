import Foundation
#if WAYPOINT_FUZZING
    /// libFuzzer's entry point, compiled only by the fuzz build (`-DWAYPOINT_FUZZING`, see
    /// "Fuzzing" in CONTRIBUTING.md); libFuzzer provides `main`.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        fuzzOneInput(UnsafeRawBufferPointer(start: data, count: size))
        return 0
    }
#else
    import WaypointManifest

    /// Without the fuzz build: replays the inputs given as arguments (see `replayFuzzInputs`).
    @main
    struct FuzzReplay {
        static func main() throws {
            try replayFuzzInputs(tool: "WaypointManifestFuzz") { data in data.withUnsafeBytes { fuzzOneInput($0) } }
        }
    }
#endif

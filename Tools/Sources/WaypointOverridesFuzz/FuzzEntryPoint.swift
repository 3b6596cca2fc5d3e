import Foundation

#if WAYPOINT_FUZZING
    /// libFuzzer's entry point, compiled only by the fuzz build (`-DWAYPOINT_FUZZING`, see
    /// "Fuzzing" in CONTRIBUTING.md); libFuzzer provides `main`.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        // libFuzzer calls on the main thread, where the hub lives.
        let input = data.map { Data(bytes: $0, count: size) } ?? Data()
        MainActor.assumeIsolated { fuzzOneInput(input) }
        return 0
    }
#else
    import WaypointManifest

    /// Without the fuzz build: replays the inputs given as arguments (see `replayFuzzInputs`).
    @main
    struct FuzzReplay {
        @MainActor static func main() throws {
            try replayFuzzInputs(tool: "WaypointOverridesFuzz") { data in fuzzOneInput(data) }
        }
    }
#endif

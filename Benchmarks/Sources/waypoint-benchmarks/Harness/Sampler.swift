/// Times an operation with `ContinuousClock`: calibrates the operations per run on a warm-up
/// run, then reports the median nanoseconds per operation over `sampling.runs` runs.
struct Sampler {
    var sampling: Sampling

    /// Measures `operation`, called with the operation's index (0, 1, 2, …); its results are
    /// folded into a checksum so that the optimiser cannot drop the work.
    ///
    /// - Returns: the median and the fastest nanoseconds per operation over the runs, and the
    ///   operations per run. On a busy machine the fastest run is the one least disturbed.
    func nanosecondsPerOperation(_ operation: (Int) -> Int) -> Sample {
        let clock = ContinuousClock()
        var checksum = 0
        if let fixed = sampling.fixedOperations {
            for index in 0..<fixed { checksum &+= operation(index) }
            blackHole(checksum)
            return Sample(median: 0, fastest: 0, operationsPerRun: fixed)
        }

        // Warm-up and calibration: grow until one run lasts a tenth of the target.
        var probe = 8
        var probeDuration = Duration.zero
        while true {
            let start = clock.now
            for index in 0..<probe { checksum &+= operation(index) }
            probeDuration = start.duration(to: clock.now)
            if probeDuration * 10 >= sampling.targetRunDuration || probe >= sampling.maximumOperationsPerRun { break }
            probe *= 4
        }
        let perOperation = Self.nanoseconds(probeDuration) / Double(probe)
        let target = Self.nanoseconds(sampling.targetRunDuration)
        let operations = min(sampling.maximumOperationsPerRun, max(16, Int(target / max(perOperation, 1))))

        var samples: [Double] = []
        samples.reserveCapacity(sampling.runs)
        for _ in 0..<sampling.runs {
            let start = clock.now
            for index in 0..<operations { checksum &+= operation(index) }
            samples.append(Self.nanoseconds(start.duration(to: clock.now)) / Double(operations))
        }
        blackHole(checksum)
        samples.sort()
        return Sample(median: samples[samples.count / 2], fastest: samples[0], operationsPerRun: operations)
    }

    private static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}

/// The timing of one operation over several runs, in nanoseconds.
struct Sample {
    var median: Double
    var fastest: Double
    var operationsPerRun: Int
}

/// Keeps a value alive in the optimiser's eyes.
@inline(never)
func blackHole(_ value: Int) {
    if value == 0x5eed_5eed { print("", terminator: "") }
}

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
        withoutActuallyEscaping(operation) { nanosecondsPerOperation(interleaving: [$0])[0] }
    }

    /// Measures several operations the same way, their runs alternating (one run of each in
    /// turn), so that whatever else the machine is doing falls on all of them alike; a result per
    /// operation, in order.
    func nanosecondsPerOperation(interleaving operations: [(Int) -> Int]) -> [Sample] {
        if let fixed = sampling.fixedOperations {
            return operations.map { operation in
                var checksum = 0
                for index in 0..<fixed { checksum &+= operation(index) }
                blackHole(checksum)
                return Sample(median: 0, fastest: 0, operationsPerRun: fixed)
            }
        }
        let clock = ContinuousClock()
        var checksum = 0
        let counts = operations.map { operation in calibrate(operation, checksum: &checksum) }
        var samples = [[Double]](repeating: [], count: operations.count)
        for _ in 0..<sampling.runs {
            for (index, operation) in operations.enumerated() {
                let start = clock.now
                for item in 0..<counts[index] { checksum &+= operation(item) }
                samples[index].append(Self.nanoseconds(start.duration(to: clock.now)) / Double(counts[index]))
            }
        }
        blackHole(checksum)
        return zip(samples, counts).map { runs, count in
            let sorted = runs.sorted()
            return Sample(median: sorted[sorted.count / 2], fastest: sorted[0], operationsPerRun: count)
        }
    }

    /// Warms up `operation` and returns how many operations make one run of the target duration.
    private func calibrate(_ operation: (Int) -> Int, checksum: inout Int) -> Int {
        let clock = ContinuousClock()
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
        return min(sampling.maximumOperationsPerRun, max(16, Int(target / max(perOperation, 1))))
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

/// SplitMix64: a tiny deterministic generator, for the few tests that still need a plain seed.
///
/// Property tests draw their inputs from `Gen` generators, which shrink a failing case to a small
/// one. A plain seed is still the right tool where the input is not a value to shrink but a long
/// run — the soak test's hour of random operations, the stress test's eight workers — and inside
/// the navigation-state generator, which builds a state from a seed and shrinks the state itself.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let roll = random.next(100)             // 0..<100, the same in every run
/// let dice = Int.random(in: 1...6, using: &random)
/// ```
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    package mutating func next(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// `true` in about `percent` of the calls.
    package mutating func chance(_ percent: Int) -> Bool { next(100) < percent }
}

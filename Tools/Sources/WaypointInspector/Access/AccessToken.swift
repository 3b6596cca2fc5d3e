/// The secret every request to the inspector must carry: 128 random bits as 32 hex digits.
///
/// Compared in constant time, so response timing reveals nothing about how much of a guess was right.
///
/// ```swift
/// let token = AccessToken()            // e.g. 9f86d081884c7d659a2feaa0c55ad015
/// token.matches(token.value)           // true
/// token.matches("9f86d081")            // false
/// ```
public struct AccessToken: Sendable, Hashable, CustomStringConvertible {
    /// The token's text.
    public let value: String

    /// A fresh random token from the system's secure random source.
    public init() {
        var generator = SystemRandomNumberGenerator()
        self.init(random: &generator)
    }

    /// A token drawn from `generator` (tests pass a seeded one).
    public init(random generator: inout some RandomNumberGenerator) {
        let digits = Array("0123456789abcdef")
        value = String((0..<32).map { _ in digits[Int(generator.next(upperBound: UInt8(16)))] })
    }

    /// A token with a fixed value (at least 16 characters, or a fresh one is made).
    public init(value: String) {
        self = value.utf8.count >= 16 ? AccessToken(checked: value) : AccessToken()
    }

    private init(checked value: String) {
        self.value = value
    }

    /// Whether `candidate` is the token; the time taken depends only on the lengths.
    ///
    /// - Complexity: O(*n*) in the longer of the two.
    public func matches(_ candidate: String) -> Bool {
        let expected = Array(value.utf8)
        let given = Array(candidate.utf8)
        var difference = UInt8(truncatingIfNeeded: expected.count ^ given.count)
        difference |= expected.count == given.count ? 0 : 1
        for index in 0..<max(expected.count, given.count) {
            let left = index < expected.count ? expected[index] : 0
            let right = index < given.count ? given[index] : 0xFF
            difference |= left ^ right
        }
        return difference == 0
    }

    /// The token's text.
    public var description: String { value }
}

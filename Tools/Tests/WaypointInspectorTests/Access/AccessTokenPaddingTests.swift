import Testing
import WaypointInspector

/// The comparison pads the shorter side with zeros, so NUL bytes appended to the right token
/// compare equal to that padding: only the length check stops them — also at multiples of 256
/// extra bytes, where a one-byte difference of the lengths wraps to zero.
@Suite struct AccessTokenPaddingTests {
    let token = AccessToken(value: "0123456789abcdef0123456789abcdef")

    @Test(arguments: [1, 2, 16, 224, 256, 512, 1_024])
    func theTokenFollowedByNULBytesDoesNotMatch(count: Int) {
        #expect(!token.matches(token.value + String(repeating: "\u{0}", count: count)))
    }

    @Test func theTokenItselfStillMatches() {
        #expect(token.matches(token.value))
    }
}

import Testing
import WaypointInspector

@Suite struct AccessTokenTests {
    @Test func aFreshTokenIs32HexDigitsAndDiffersEveryTime() {
        let tokens = (0..<50).map { _ in AccessToken().value }
        #expect(Set(tokens).count == 50)
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func aTokenMatchesOnlyItselfNotItsPrefixesOrExtensions() {
        let token = AccessToken(value: "0123456789abcdef0123456789abcdef")
        #expect(token.matches("0123456789abcdef0123456789abcdef"))
        #expect(!token.matches("0123456789abcdef0123456789abcde"))
        #expect(!token.matches("0123456789abcdef0123456789abcdef0"))
        #expect(!token.matches("1123456789abcdef0123456789abcdef"))
        #expect(!token.matches(""))
    }

    @Test func aTooShortFixedTokenIsReplacedByARandomOne() {
        #expect(AccessToken(value: "short").value.count == 32)
    }
}

@Suite struct AccessCheckTests {
    let token = AccessToken(value: "0123456789abcdef0123456789abcdef")
    var check: AccessCheck { AccessCheck(token: token, host: "127.0.0.1", port: 8421) }

    @Test func theRightHostAndTokenAreAllowedFromTheQueryAHeaderOrBearer() {
        #expect(check.decide(host: "127.0.0.1:8421", query: ["token": token.value], headers: [:]) == .allowed)
        #expect(check.decide(host: "127.0.0.1:8421", query: [:], headers: ["x-waypoint-token": token.value]) == .allowed)
        #expect(check.decide(host: "127.0.0.1:8421", query: [:], headers: ["authorization": "Bearer \(token.value)"]) == .allowed)
    }

    @Test func anotherHostIsRefusedEvenWithTheToken() {
        for host in ["evil.example:8421", "localhost:8421", "127.0.0.1:80", "127.0.0.1", "127.0.0.1:84210", ""] {
            #expect(check.decide(host: host, query: ["token": token.value], headers: [:]) == .refused(.wrongHost), "\(host)")
        }
        #expect(check.decide(host: nil, query: ["token": token.value], headers: [:]) == .refused(.wrongHost))
    }

    @Test func aMissingTokenIs401AndAWrongOne403() {
        #expect(check.decide(host: "127.0.0.1:8421", query: [:], headers: [:]) == .refused(.missingToken))
        #expect(check.decide(host: "127.0.0.1:8421", query: ["token": "nope"], headers: [:]) == .refused(.wrongToken))
        #expect(AccessCheck.Refusal.missingToken.status == 401)
        #expect(AccessCheck.Refusal.wrongToken.status == 403)
        #expect(AccessCheck.Refusal.wrongHost.status == 421)
    }

    @Test func anIPv6AddressIsExpectedInBrackets() {
        let check = AccessCheck(token: token, host: "::1", port: 9000)
        #expect(check.expectedHost == "[::1]:9000")
        #expect(check.decide(host: "[::1]:9000", query: ["token": token.value], headers: [:]) == .allowed)
    }
}

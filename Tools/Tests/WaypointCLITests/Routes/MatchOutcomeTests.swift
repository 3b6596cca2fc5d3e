import Testing
import WaypointManifest

@testable import WaypointCLI

@Suite struct MatchOutcomeTests {
    static let cardID = "0F8E5C1A-9B7D-4E2C-8A1F-3D6B2C9E4F70"

    static func handle() throws -> RouteTableHandle {
        let manifest = try LoadedManifest(contentsOf: TestFiles.largeManifest)
        return RouteTableHandle(table: try manifest.table(), types: manifest.types)
    }

    @Test func aMatchPrintsTheRouteItsTypedParametersAndQueryValuesAsJSON() throws {
        let url = "nuapp://card/\(Self.cardID)/statements/2026/11?format=csv&utm=mail"
        let outcome = MatchOutcome(url: url, in: try Self.handle())
        #expect(outcome.matched)
        #expect(
            outcome.json
                == .object([
                    "url": .string(url),
                    "route": .string("card.statement"),
                    "owner": .string("Cards"),
                    "pattern": .string("card/:cardID/statements/:year/:month"),
                    "params": .object(["cardID": .string(Self.cardID), "year": .int(2026), "month": .int(11)]),
                    "query": .object(["format": .string("csv")]),
                    "extraQuery": .object(["utm": .string("mail")]),
                ]))
    }

    @Test func booleanAndIntegerQueryValuesAreJSONBooleansAndNumbersWithDefaultsApplied() throws {
        let outcome = MatchOutcome(url: "https://bank.example/card/\(Self.cardID)/replace?reason=lost", in: try Self.handle())
        guard case .object(let members) = outcome.json else {
            Issue.record("expected a JSON object")
            return
        }
        #expect(members["query"] == .object(["reason": .string("lost"), "express": .bool(false)]))
    }

    @Test func anUnknownRouteIsATypedErrorWithSuggestions() throws {
        let outcome = MatchOutcome(url: "nuapp://crad/\(Self.cardID)/block", in: try Self.handle())
        #expect(!outcome.matched)
        guard case .object(let members) = outcome.json, case .object(let error)? = members["error"],
            case .array(let suggestions)? = error["suggestions"]
        else {
            Issue.record("expected an error object with suggestions")
            return
        }
        #expect(Set(members.keys) == ["url", "error"])
        #expect(error["kind"] == .string("unknownRoute"))
        #expect(suggestions.contains(.string("card/:cardID/block")))
        if case .string(let message)? = error["message"] {
            #expect(message.contains("crad"))
        } else {
            Issue.record("expected a message")
        }
    }

    @Test func aParameterOfTheWrongTypeIsAnInvalidParameterError() throws {
        let outcome = MatchOutcome(url: "nuapp://card/42/block?reason=lost", in: try Self.handle())
        guard case .object(let members) = outcome.json, case .object(let error)? = members["error"] else {
            Issue.record("expected an error object")
            return
        }
        #expect(error["kind"] == .string("invalidParameter"))
    }

    @Test func theJSONOfEveryOutcomeIsOneLineWithSortedKeys() throws {
        let outcome = MatchOutcome(url: "nuapp://home/search?q=limits", in: try Self.handle())
        #expect(
            outcome.json.rendered
                == #"{"extraQuery":{},"owner":"Home","params":{},"pattern":"home/search","#
                + #""query":{"q":"limits","scope":"everything"},"route":"home.search","url":"nuapp://home/search?q=limits"}"#
        )
    }

    @Test func theTextOutputOfSeveralURLsMatchesItsGoldenFile() throws {
        let handle = try Self.handle()
        let urls = [
            "nuapp://card/\(Self.cardID)/block?reason=lost&utm_source=push",
            "https://bank.example/transfers/between/main/savings?amount=250",
            "nuapp://help/cards/lost%20card",
            "nuapp://crad/1",
            "nuapp://card/42/block",
            "nuapp://card/\(Self.cardID)/block",
            "ftp://bank.example/home",
        ]
        let text = urls.map { MatchOutcome(url: $0, in: handle).text.joined(separator: "\n") }.joined(separator: "\n\n")
        try expectGolden(text + "\n", "match-bank-routes.txt")
    }
}

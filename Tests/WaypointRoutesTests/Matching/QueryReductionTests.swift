import Testing
@_spi(Tooling) import WaypointRoutes

/// A match reduced to its route's declared query reads the same values from the reduced URL,
/// without matching again; undeclared pairs are only named, never kept.
@Suite struct QueryReductionTests {
    private let table = try! RouteTable(
        [
            Route("card", "card/:cardID", parameters: ["cardID": .int], query: [.optional("reason")]),
            Route(
                "search", "search",
                query: [.optional("a", .int, default: "0"), .optional("b"), .optional("c"), .optional("d", default: "none")]),
        ],
        configuration: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"]))

    @Test func undeclaredKeysRepeatsAndTheFragmentAreDroppedAndOnlyNamed() throws {
        let match = try table.matchIgnoringUndeclaredQuery("nuapp://card/7?utm=mail&reason=lost&reason=stolen&utm=x#top")
        let (reduced, reduction) = match.reducedToDeclaredQuery()
        #expect(reduction.url == "nuapp://card/7?reason=lost")
        #expect(reduction.droppedKeys == ["utm"])
        #expect(reduction.droppedFragment)
        #expect(reduced.url == "nuapp://card/7?reason=lost")
        #expect(reduced.query["reason"] == "lost")
        #expect(reduced.parameters.value("cardID", as: Int.self) == 7)
        #expect(reduced.extraQuery.isEmpty)
        #expect(reduced.route.name == "card")
    }

    @Test func keptValuesMoveWithTheirPairsAndKeepTheirEncoding() throws {
        // Four declared values (more than a match keeps inline), in another order than declared.
        let url = "nuapp://search?x=1&c=%C3%A9t%C3%A9&%62=two+words&junk&a=5&y=%ZZ"
        let match = try table.matchIgnoringUndeclaredQuery(url)
        let (reduced, reduction) = match.reducedToDeclaredQuery()
        #expect(reduction.url == "nuapp://search?c=%C3%A9t%C3%A9&%62=two+words&a=5")
        #expect(reduction.droppedKeys == ["x", "junk", "y"])
        #expect(!reduction.droppedFragment)
        #expect(reduced.query["c"] == "été")
        #expect(reduced.query["b"] == "two words")
        #expect(reduced.query.value("a", as: Int.self) == 5)
        #expect(reduced.query["d"] == "none")
        #expect(reduced.query.texts == match.query.texts)
    }

    @Test func aStrictMatchRefusesAnUndecodablePairTheLenientMatchSkips() throws {
        #expect(throws: RouteError.self) { try table.match("nuapp://card/7?%ZZ=1") }
        let match = try table.matchIgnoringUndeclaredQuery("nuapp://card/7?%ZZ=1&reason=a%20b")
        let (reduced, reduction) = match.reducedToDeclaredQuery()
        #expect(reduction.url == "nuapp://card/7?reason=a%20b")
        #expect(reduction.droppedKeys == ["%ZZ"])
        #expect(reduced.query["reason"] == "a b")
    }

    @Test func aURLWithNothingToDropIsTheSameMatch() throws {
        let match = try table.matchIgnoringUndeclaredQuery("nuapp://card/7?reason=lost")
        let (reduced, reduction) = match.reducedToDeclaredQuery()
        #expect(reduction.url == "nuapp://card/7?reason=lost")
        #expect(reduction.droppedKeys.isEmpty)
        #expect(reduced.url == match.url)
    }

    @Test func aQueryOfOnlyUndeclaredPairsLeavesNoQuestionMark() throws {
        let (reduced, reduction) = try table.matchIgnoringUndeclaredQuery("nuapp://card/7?utm=mail").reducedToDeclaredQuery()
        #expect(reduction.url == "nuapp://card/7")
        #expect(reduced.query["reason"] == nil)
        #expect(reduced.parameters["cardID"] == "7")
    }

    @Test func aURLIsReducedForARouteWithoutMatchingIt() throws {
        let card = try #require(table.route(named: "card"))
        #expect(card.reducedToDeclaredQuery("nuapp://card/x?reason=r&utm=u#f").url == "nuapp://card/x?reason=r")
        #expect(QueryReduction.withoutQuery("nuapp://nowhere?utm=u#f").url == "nuapp://nowhere")
        #expect(QueryReduction.withoutQuery("nuapp://nowhere?utm=u#f").droppedKeys == ["utm"])
    }

    @Test func anErrorReportedAsTheReducedURLKeepsWhatItFound() throws {
        let error = try #require(throws: RouteError.self) { try table.matchIgnoringUndeclaredQuery("nuapp://card/x?utm=u") }
        let reported = error.reported(as: "nuapp://card/x")
        #expect(reported.input == "nuapp://card/x")
        #expect(reported.kind == .invalidParameter)
        #expect(reported.found == "x")
        #expect(reported.routeName == "card")
        #expect(!reported.summary.contains("utm"))
    }
}

import Foundation
import Testing
import WaypointRoutes

@Suite struct DecodingOnceTests {
    /// Counts the calls of a custom conversion (shared by the conversion's closure only).
    final class CallCounter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        var calls: Int { lock.withLock { count } }
        func record() { lock.withLock { count += 1 } }
    }

    struct Tag: Sendable, Equatable { let text: String }

    func table(counting counter: CallCounter) throws -> RouteTable {
        let tag = Route.ParameterType.custom(name: "Tag") { text -> Tag? in
            counter.record()
            return Tag(text: text)
        }
        return try RouteTable([
            Route("tag", "tags/:tag/:note", parameters: ["tag": tag], query: [.optional("label", tag, default: "none")]),
            Route("files", "files/**"),
        ], configuration: URLConfiguration(schemes: ["nuapp"]))
    }

    @Test func aCustomConversionRunsOncePerMatchHoweverOftenTheValueIsRead() throws {
        let counter = CallCounter()
        let table = try table(counting: counter)
        let base = counter.calls
        let match = try table.match("nuapp://tags/caf%C3%A9/a%20b?label=x%2By+z")
        #expect(counter.calls - base == 2)
        for _ in 0..<5 {
            #expect(match.parameters.value("tag", as: Tag.self) == Tag(text: "café"))
            #expect(match.parameters["tag"] == "café")
            #expect(match.query.value("label", as: Tag.self) == Tag(text: "x+y z"))
        }
        #expect(counter.calls - base == 2)
    }

    @Test func decodedTextsReadTheSameEveryTime() throws {
        let table = try table(counting: CallCounter())
        let match = try table.match("nuapp://tags/t/a%20b%2Fc?label=q&extra=%41")
        let catchAll = try table.match("nuapp://files/my%20docs/r%C3%A9sum%C3%A9.pdf")
        for _ in 0..<3 {
            #expect(match.parameters["note"] == "a b/c")
            #expect(match.query["label"] == "q")
            #expect(match.extraQuery["extra"] == "A")
            #expect(catchAll.parameters["**"] == "my docs/résumé.pdf")
        }
    }
}

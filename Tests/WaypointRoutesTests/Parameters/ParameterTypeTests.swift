import Foundation
import Testing
import WaypointRoutes

@Suite struct ParameterTypeTests {
    let table: RouteTable

    init() throws {
        table = try RouteTable([
            Route("card", "card/:id", parameters: ["id": .uuid]),
            Route("user", "user/:name"),
        ], configuration: .init(schemes: ["x"]))
    }

    @Test(arguments: [
        "3F2504E0-4F89-11D3-9A0C-0305E82C3301",
        "3f2504e0-4f89-11d3-9a0c-0305e82c3301",
        "00000000-0000-0000-0000-000000000000",
    ])
    func uuidsInEitherCaseConvertToTheSameValueFoundationReads(text: String) throws {
        let match = try table.match("x://card/" + text)
        #expect(match.parameters.value("id", as: UUID.self) == UUID(uuidString: text))
        #expect(match.parameters["id"] == text)
    }

    @Test(arguments: [
        "3F2504E0-4F89-11D3-9A0C-0305E82C330", "3F2504E0-4F89-11D3-9A0C-0305E82C33011",
        "3F2504E04F89-11D3-9A0C-0305E82C3301-", "3G2504E0-4F89-11D3-9A0C-0305E82C3301",
        "{3F2504E0-4F89-11D3-9A0C-0305E82C3301}", "3F2504E0_4F89_11D3_9A0C_0305E82C3301",
    ])
    func malformedUUIDsAreInvalidParameters(text: String) throws {
        let error = try matchFailure("x://card/" + text, in: table)
        #expect(error.kind == .invalidParameter)
        #expect(error.expected == "UUID")
        #expect(UUID(uuidString: text) == nil)
    }

    @Test(arguments: ["%C0%AF", "%E0%80%AF", "%F4%90%80%80", "%ED%BF%BF", "%80", "%F0%9F%98"])
    func overlongSurrogateAndTruncatedUTF8IsRejected(escape: String) throws {
        #expect(try matchFailure("x://user/" + escape, in: table).kind == .invalidParameter)
    }

    @Test(arguments: [("%C3%A9", "é"), ("%E2%82%AC", "€"), ("%F0%9F%98%80", "😀"), ("%F4%8F%BF%BF", "\u{10FFFF}")])
    func validMultiByteEscapesDecode(escape: String, text: String) throws {
        #expect(try table.match("x://user/" + escape).parameters["name"] == text)
    }
}

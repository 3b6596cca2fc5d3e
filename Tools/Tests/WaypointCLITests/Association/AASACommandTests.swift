import Foundation
import Testing

/// `waypoint routes aasa` on the demo's exported table: the file it writes follows Apple's
/// documented `applinks` shape, and `--check` finds what a published file gets wrong.
@Suite struct AASACommandTests {
    static let example = "Examples/bank-routes.json"
    static let appID = "ABCDE12345.example.bank"

    private func written() throws -> (text: String, object: [String: Any]) {
        let result = try CommandRunner.run(["routes", "aasa", Self.example, "--app-id", Self.appID])
        #expect(result.status == 0, "\(result.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        return (result.output, object)
    }

    @Test func theWrittenFileHasApplesApplinksShape() throws {
        let object = try written().object
        #expect(Set(object.keys) == ["applinks"])
        let applinks = try #require(object["applinks"] as? [String: Any])
        #expect(Set(applinks.keys).isSubset(of: ["defaults", "details", "substitutionVariables"]))
        let defaults = try #require(applinks["defaults"] as? [String: Bool])
        #expect(defaults == ["caseSensitive": true, "percentEncoded": true])
        let details = try #require(applinks["details"] as? [[String: Any]])
        #expect(details.count == 1)
        #expect(details[0]["appIDs"] as? [String] == [Self.appID])
        let components = try #require(details[0]["components"] as? [[String: Any]])
        for component in components {
            #expect(Set(component.keys).isSubset(of: ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]))
            if let path = component["/"] { #expect((path as? String)?.hasPrefix("/") == true) }
            if let query = component["?"] { #expect(query is String || query is [String: String]) }
        }
        // The routes whose policy admits universal links, in name order, after the fragment opt-out.
        #expect(components.compactMap { $0["/"] as? String } == ["/accounts/?*", "/help/?*", "/invest/products/?*", "/web"])
        #expect(components.first?["#"] as? String == "no_universal_links")
        #expect(components.first?["exclude"] as? Bool == true)
        #expect(components.last?["?"] as? [String: String] == ["url": "?*"])
    }

    @Test func theWrittenFilePassesItsOwnCheck() throws {
        let path = try TestFiles.temporaryManifest(try written().text)
        let result = try CommandRunner.run(["routes", "aasa", Self.example, "--check", path, "--app-id", Self.appID])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "\(path): covers exactly the routes of \(Self.example) open to universal links\n")
    }

    @Test func aComponentThatOpensTheAppForEveryPathIsReportedForEachRouteThatRefusesLinks() throws {
        let planted = try TestFiles.temporaryManifest(
            try written().text
                .replacingOccurrences(of: #""/" : "/invest/products/?*""#, with: #""/" : "/old/products/?*""#)
                .replacingOccurrences(of: #""/" : "/help/?*""#, with: #""/" : "/*""#))
        let result = try CommandRunner.run(["routes", "aasa", Self.example, "--check", planted])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("component 2 (/ /*) opens the app for route `auth.login`, which refuses universal links") })
        #expect(lines.contains("component 3 (/ /old/products/?*) reaches no route"))
    }

    @Test func aRouteTheFileLeavesOutIsReported() throws {
        let planted = try TestFiles.temporaryManifest(
            try written().text.replacingOccurrences(of: #""/" : "/invest/products/?*""#, with: #""/" : "/old/products/?*""#))
        let result = try CommandRunner.run(["routes", "aasa", Self.example, "--check", planted])
        #expect(result.status == 1)
        #expect(result.output.contains("route `invest.product` (/invest/products/1) is not covered: its links open the browser\n"))
        #expect(result.output.contains("component 3 (/ /old/products/?*) reaches no route\n"))
    }

    @Test func aFileNotInApplesShapeExitsTwoNamingEveryProblem() throws {
        let bad = try TestFiles.temporaryManifest(
            #"{"applinks": {"details": [{"appIDs": ["bank"], "paths": ["*"], "components": [{"/": 1, "exclude": 1, "flag": true}]}]}}"#)
        let result = try CommandRunner.run(["routes", "aasa", Self.example, "--check", bad])
        #expect(result.status == 2)
        for problem in [
            "applinks.details[0].paths: the legacy `paths` list is not checked", "applinks.details[0].appIDs: `bank` is not TEAMID",
            "applinks.details[0].components[0]./: expected text", "applinks.details[0].components[0].exclude: expected true or false",
            "applinks.details[0].components[0]: unknown key `flag`",
        ] {
            #expect(result.errorOutput.contains(problem), "\(problem)")
        }
    }

    @Test func writingNeedsAnAppIdentifierInApplesForm() throws {
        #expect(try CommandRunner.run(["routes", "aasa", Self.example]).status == 64)
        #expect(try CommandRunner.run(["routes", "aasa", Self.example, "--app-id", "com.example.bank"]).status == 64)
    }
}

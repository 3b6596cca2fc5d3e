import Foundation
import Testing

/// `lint` finds every problem the other commands would trip over: each constraint `explain`
/// rejects, and a URL configuration no URL can match.
@Suite struct LintCompletenessTests {
    /// Constraints `explain` refuses to load, each with the words its error must contain.
    static let invalidConstraints: [(json: String, message: String)] = [
        (#"{"min": 9, "max": 1}"#, "`min` 9.0 is above `max` 1.0"),
        (#"{"min": 1}"#, "a range needs both `min` and `max`"),
        (#"{"pattern": "[A-Z"}"#, "pattern `[A-Z` at offset 4: expected `]`"),
        (#"{"pattern": "a{1001}"}"#, "1000"),
        (#"{"maxLength": -1}"#, "`maxLength` must not be negative"),
        (#"{}"#, "no constraint"),
    ]

    private static func manifest(constraint: String) -> String {
        """
        {"configuration": {"schemes": ["nuapp"]}, "routes": [
          {"name": "home", "pattern": "home"},
          {"name": "promo", "pattern": "promo/:code", "constraints": {"code": \(constraint)}}
        ]}
        """
    }

    @Test(arguments: invalidConstraints.indices)
    func aConstraintThatExplainRejectsIsALintErrorAtItsPlace(case index: Int) throws {
        let (constraint, message) = Self.invalidConstraints[index]
        let path = try TestFiles.temporaryManifest(Self.manifest(constraint: constraint))

        let explain = try CommandRunner.run(["routes", "explain", path, "nuapp://home"])
        #expect(explain.status == 2)
        #expect(explain.errorOutput.contains(message))

        let lint = try CommandRunner.run(["routes", "lint", path])
        #expect(lint.status == 1)
        let line = lint.output.split(separator: "\n").first { $0.hasPrefix("error[invalidConstraint]") }
        #expect(line?.hasPrefix("error[invalidConstraint] routes[1].constraints.code `promo`: ") == true, "\(lint.output)")
        #expect(line?.contains(message) == true, "\(lint.output)")
    }

    @Test func aConstraintOnAParameterTheRouteDoesNotHaveIsALintError() throws {
        let path = try TestFiles.temporaryManifest(
            Self.manifest(constraint: #"{"maxLength": 4}, "cdoe": {"maxLength": 4}"#))
        let lint = try CommandRunner.run(["routes", "lint", path])
        #expect(lint.status == 1)
        #expect(
            lint.output.contains(
                "error[undeclaredParameter] routes[1].constraints.cdoe `promo`: route `promo` has no parameter `cdoe`"),
            "\(lint.output)")
    }

    @Test(arguments: [
        (#"{"schemes": [""]}"#, "configuration.schemes[0]", "invalidScheme"),
        (#"{"schemes": ["nuapp", "a b"]}"#, "configuration.schemes[1]", "invalidScheme"),
        (#"{"schemes": ["nuapp"], "hosts": ["bank.example/evil"]}"#, "configuration.hosts[0]", "invalidHost"),
        (#"{"schemes": ["nuapp"], "hosts": ["bank.example", "@"]}"#, "configuration.hosts[1]", "invalidHost"),
    ])
    func anInvalidSchemeOrHostIsALintError(configuration: String, location: String, kind: String) throws {
        let path = try TestFiles.temporaryManifest(
            #"{"configuration": \#(configuration), "routes": [{"name": "home", "pattern": "home"}]}"#)
        let lint = try CommandRunner.run(["routes", "lint", path])
        #expect(lint.status == 1)
        #expect(lint.output.hasPrefix("error[\(kind)] \(location): "), "\(lint.output)")
    }
}

import Foundation
import Testing

/// The Testing your flows article's test-clock example is a test of this target, word for word.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeTestingExampleIsATestThatRuns() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let root = here.deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("Sources/Waypoint/Documentation.docc/Articles/TestingYourFlows.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "### Sessions and time"))
        let start = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let example = lines(String(readme[start.upperBound..<end.lowerBound]))
        let tests = lines(try String(contentsOf: here.appendingPathComponent("SessionExpectationTests.swift"), encoding: .utf8))
        let found = tests.indices.contains { index in Array(tests[index...].prefix(example.count)) == example }
        #expect(found, "the article's example is not in SessionExpectationTests.swift")
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}

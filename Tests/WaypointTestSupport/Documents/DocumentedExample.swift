import Foundation
import Testing

/// A document of the repository (the README, a DocC article) and the text of the test file that
/// runs its example, for tests that check the document shows that code verbatim.
///
/// ```swift
/// let example = try DocumentedExample("Sources/Waypoint/Waypoint.docc/Routes.md")
/// let block = try example.block(after: "## Typed routes")
/// #expect(example.source.contains(block))   // the article shows what this test runs
/// ```
package struct DocumentedExample {
    /// The document's text.
    package let document: String
    /// The text of the test file that created this value.
    package let source: String

    /// Reads `document` (a path from the repository root) and the calling test file.
    package init(_ document: String = "README.md", testFile: String = #filePath) throws {
        var root = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path), root.path != "/" {
            root.deleteLastPathComponent()
        }
        self.document = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        self.source = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8)
    }

    /// The code of the first block opened by `opening` after `heading` (from the document's
    /// start when `nil`), up to its closing fence.
    package func block(after heading: String? = nil, opening: String = "```swift\n") throws -> Substring {
        let start = try heading.map { try #require(document.range(of: $0)).upperBound } ?? document.startIndex
        let open = try #require(document.range(of: opening, range: start..<document.endIndex))
        let close = try #require(document.range(of: "```", range: open.upperBound..<document.endIndex))
        return document[open.upperBound..<close.lowerBound]
    }
}

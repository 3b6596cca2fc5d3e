import IssueReporting
import Testing

/// Where a failing expectation was written: the caller's `#fileID`, `#filePath`, `#line` and
/// `#column`, passed through so that the failure points at the test, not at this library.
struct CallSite {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// Reports `message` as a test failure to whichever test framework is running the test —
    /// Swift Testing or XCTest — at this call site (a runtime warning outside of tests).
    func fail(_ message: String) {
        if Test.current != nil {
            // Swift Testing, on every platform; IssueReporting reaches it on Linux only when the
            // test target links IssueReportingTestSupport, so record the issue directly.
            let location = SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            // XCTest (XCTFail), or a runtime warning outside of tests.
            reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}

/// `text` with every line indented by four spaces, for the expected / actual blocks of messages.
func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
}

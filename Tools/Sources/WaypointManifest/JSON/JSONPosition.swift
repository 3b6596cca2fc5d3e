/// Where something starts in a JSON text: a line and a column, both counted from 1.
///
/// Columns count Unicode scalars (a tab is one column), as editors that jump to
/// `FILE:LINE:COLUMN` do.
///
/// ```swift
/// JSONPosition(line: 3, column: 21).description   // "line 3, column 21"
/// ```
package struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package var description: String { "line \(line), column \(column)" }
}

/// Left-aligned columns separated by two spaces, with no trailing spaces.
///
/// Cells are escaped (``Swift/String/escapingControlCharacters(as:)``) before they are measured,
/// so a control character in a route name neither reaches the terminal nor shifts the columns.
///
/// ```swift
/// TextTable.render([["PATTERN", "ROUTE"], ["home", "home"]])   // ["PATTERN  ROUTE", "home     home"]
/// ```
enum TextTable {
    static func render(_ rows: [[String]]) -> [String] {
        let rows = rows.map { row in row.map { $0.escapingControlCharacters() } }
        guard let columns = rows.map(\.count).max() else { return [] }
        let widths = (0..<columns).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}

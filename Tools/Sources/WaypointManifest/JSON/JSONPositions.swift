/// The position of every value of a JSON document, by its location in the form
/// ``ManifestError/location`` uses: `routes[3].params.cardID`, `configuration`, or `""` for the
/// whole document.
///
/// A location the document does not have (a missing field) answers with the position of the
/// nearest value that contains it, so an error always points somewhere useful.
///
/// ```swift
/// let positions = try StrictJSONScanner.scan(Data(#"{"routes": [{"name": "home"}]}"#.utf8))
/// positions["routes[0].name"]      // line 1, column 22
/// positions["routes[0].pattern"]   // line 1, column 13 (the route's object)
/// ```
package struct JSONPositions: Sendable {
    private var values: [String: JSONPosition] = [:]

    package init() {}

    mutating func record(_ position: JSONPosition, at location: String) {
        values[location] = position
    }

    /// The position of the value at `location`, or of the nearest value containing it; `nil`
    /// only for an empty set of positions.
    ///
    /// - Complexity: O(*d*) dictionary look-ups, where *d* is the depth of `location`.
    package subscript(location: String) -> JSONPosition? {
        var location = Substring(location)
        while true {
            if let position = values[String(location)] { return position }
            guard !location.isEmpty else { return nil }
            location = Self.parent(of: location)
        }
    }

    /// `routes[3]` for `routes[3].params`, `routes` for `routes[3]`, `""` for `routes`.
    private static func parent(of location: Substring) -> Substring {
        guard let cut = location.lastIndex(where: { $0 == "." || $0 == "[" }) else { return "" }
        return location[..<cut]
    }
}

import WaypointRoutes

/// A pattern error as lines to print: the sentence, then the pattern with a caret under the
/// offending character, both escaped.
///
/// The library's ``RouteError/description`` draws the caret on lines of its own, with
/// the pattern as written: a pattern that holds a line feed or an ESC would print raw, and its
/// caret would point at the wrong column once escaped. Here the diagram is drawn again from the
/// escaped pattern, so the caret stays under the character it names.
///
/// ```swift
/// PatternErrorText(error).lines
/// // ["invalid pattern `docs/**/more`: `**` must be the last segment at offset 5",
/// //  "  docs/**/more",
/// //  "       ^"]
/// ```
struct PatternErrorText {
    /// The sentence, escaped.
    var sentence: String
    /// The pattern and its caret, escaped; empty when the error has no offset.
    var diagram: [String]

    var lines: [String] { [sentence] + diagram }

    init(_ error: RouteError) {
        let text = error.description
        guard let offset = error.offset else {
            sentence = text.escapingControlCharacters()
            diagram = []
            return
        }
        let drawn = "\n  \(error.input)\n  " + String(repeating: " ", count: offset) + "^"
        // Compared as bytes: a pattern that ends in CR must not merge with the LF that follows.
        let isDrawn = text.utf8.suffix(drawn.utf8.count).elementsEqual(drawn.utf8)
        let head = isDrawn ? text.utf8.dropLast(drawn.utf8.count) : text.utf8[...]
        sentence = String(decoding: head, as: UTF8.self).escapingControlCharacters()
        let pattern = error.input.escapingControlCharacters()
        let column = String(error.input.prefix(offset)).escapingControlCharacters().count
        diagram = ["  " + pattern, "  " + String(repeating: " ", count: column) + "^"]
    }
}

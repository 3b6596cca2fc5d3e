/// How a control character is written once escaped: as Swift writes it (`\u{1B}`, `\n`), for
/// text, or as JSON writes it (`\u001b`), inside the strings of JSON text.
enum EscapeNotation {
    case swift
    case json
}

extension String {
    /// The text with every control character escaped: the C0 controls (U+0000–U+001F, among
    /// them ESC, CR, LF and NUL), DEL (U+007F) and the C1 controls (U+0080–U+009F, among them
    /// CSI, which some terminals read as ESC `[`).
    ///
    /// Route names, patterns, owners, URLs and decoded values come from manifests and links the
    /// tool did not write. Printed raw, an ESC sequence clears a terminal or recolours it, and a
    /// line feed starts a line the tool never wrote, such as a forged `error:` in a CI log. The
    /// `waypoint` tool writes every line, in text and JSON, through this one function, so no
    /// such character reaches its output. Backslashes are left alone: escaping is idempotent,
    /// so text escaped early (a table cell measured for its width) is safe to escape again, at
    /// the price that a name that contains the six characters `\u{1B}` reads like one whose
    /// ESC was escaped.
    ///
    /// ```swift
    /// "evil\u{1B}[2J\nerror: forged".escapingControlCharacters()    // evil\u{1B}[2J\nerror: forged
    /// "{\"name\":\"a\u{9B}\"}".escapingControlCharacters(as: .json)  // {"name":"a\u009b"}
    /// ```
    ///
    /// - Parameter notation: `.swift` for text; `.json` for JSON text, where a control character
    ///   can only be inside a string (JSON's own encoder escapes the C0 range, not DEL or C1).
    /// - Returns: the text, unchanged when it has no control character.
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    func escapingControlCharacters(as notation: EscapeNotation = .swift) -> String {
        guard unicodeScalars.contains(where: \.isEscapedControl) else { return self }
        var escaped = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if scalar.isEscapedControl {
                escaped.append(contentsOf: scalar.escaped(as: notation).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is a C0 control, DEL or a C1 control.
    fileprivate var isEscapedControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    fileprivate func escaped(as notation: EscapeNotation) -> String {
        let hex = String(value, radix: 16, uppercase: notation == .swift)
        switch (notation, self) {
        case (.swift, "\0"): return "\\0"
        case (.swift, "\t"): return "\\t"
        case (.swift, "\n"): return "\\n"
        case (.swift, "\r"): return "\\r"
        case (.swift, _): return "\\u{\(hex)}"
        case (.json, _): return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}

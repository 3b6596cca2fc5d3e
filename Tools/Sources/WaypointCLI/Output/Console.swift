import Foundation
import WaypointManifest

/// Where every `routes` subcommand writes: standard output and standard error, one line at a
/// time, each escaped with ``Swift/String/escapingControlCharacters(as:)``.
///
/// No other file of the tool prints, so no manifest or URL text reaches a terminal or a log
/// without passing through the one escaping function (a test checks that nothing else calls
/// `print`). A line never holds a line break of its own: text made of several lines (a pattern
/// error's caret diagram) is split by its maker, before its parts are escaped.
///
/// ```swift
/// Console.write(["nuapp://home", "  route    home (Home)"])
/// Console.error("Examples/x.json:4:25: routes[1].params.cardID: unknown type `uid`")   // "error: …" on standard error
/// ```
enum Console {
    /// Writes each line to standard output.
    static func write(_ lines: [String]) {
        for line in lines { print(line.escapingControlCharacters()) }
    }

    /// Writes a JSON value as one line of JSON text.
    static func write(json value: JSONValue) {
        print(value.rendered.escapingControlCharacters(as: .json))
    }

    /// Writes `error: ` and the first line, then the others indented, to standard error.
    static func error(_ first: String, _ continuation: [String] = []) {
        var text = "error: " + first.escapingControlCharacters() + "\n"
        for line in continuation { text += "    " + line.escapingControlCharacters() + "\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }
}

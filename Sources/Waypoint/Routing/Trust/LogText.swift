/// Text from outside the app made safe to show in errors, events and plans: bounded in length,
/// control characters replaced, never echoed in full when long.
enum LogText {
    /// The longest text shown before it is cut.
    static let limit = 40
    /// The most names listed before "and N more".
    static let maximumNames = 16

    /// The longest URL shown in descriptions of errors, events and plans.
    static let urlLimit = 200

    /// `text` cut to `limit` characters (marked `…`), control characters shown as `?`.
    static func bounded(_ text: String, limit: Int = limit) -> String {
        var shown = ""
        var count = 0
        for character in text {
            if count == limit {
                shown.append("…")
                break
            }
            shown.append(character.unicodeScalars.contains { $0.properties.generalCategory == .control } ? "?" : character)
            count += 1
        }
        return shown
    }

    /// `text` bounded, followed by its length when it was cut: "`AAAA…` (300 characters)".
    static func value(_ text: String) -> String {
        let count = text.count
        return count > limit ? "`\(bounded(text))` (\(count) characters)" : "`\(bounded(text))`"
    }

    /// At most ``maximumNames`` names, each bounded, then "and N more".
    static func names(_ names: [String]) -> [String] {
        guard names.count > maximumNames else { return names.map { bounded($0) } }
        return names.prefix(maximumNames).map { bounded($0) } + ["and \(names.count - maximumNames) more"]
    }
}

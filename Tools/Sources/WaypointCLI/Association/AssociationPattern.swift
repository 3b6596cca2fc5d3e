/// A pattern of an `apple-app-site-association` component, as Apple documents it: `*` matches
/// any run of characters (none included, `/` included), `?` exactly one character, anything
/// else itself.
///
/// ```swift
/// AssociationPattern("/accounts/?*").matches("/accounts/42")   // true
/// AssociationPattern("/accounts/?*").matches("/accounts/")     // false
/// ```
struct AssociationPattern: Equatable {
    let text: String
    let caseSensitive: Bool

    init(_ text: String, caseSensitive: Bool = true) {
        self.text = text
        self.caseSensitive = caseSensitive
    }

    /// Whether the whole of `value` matches.
    ///
    /// - Complexity: O(*p* × *v*) in the lengths of the pattern and the value.
    func matches(_ value: String) -> Bool {
        let pattern = Array(caseSensitive ? text : text.lowercased())
        let value = Array(caseSensitive ? value : value.lowercased())
        // reachable[j]: the pattern read so far matches value[..<j].
        var reachable = [Bool](repeating: false, count: value.count + 1)
        reachable[0] = true
        for symbol in pattern {
            var next = [Bool](repeating: false, count: value.count + 1)
            switch symbol {
            case "*":
                var any = false
                for index in reachable.indices {
                    any = any || reachable[index]
                    next[index] = any
                }
            default:
                for index in value.indices where reachable[index] && (symbol == "?" || value[index] == symbol) {
                    next[index + 1] = true
                }
            }
            reachable = next
        }
        return reachable[value.count]
    }
}

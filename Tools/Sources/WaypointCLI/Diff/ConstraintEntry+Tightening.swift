import WaypointManifest

extension RouteManifest.ConstraintEntry {
    /// How the constraints of one parameter changed from `old` (`nil`: none) to `new`.
    enum Change: Equatable {
        case same, tightened(String), loosened(String)
    }

    /// Compares each rule: a rule added, a range or length narrowed, allowed values removed or a
    /// value pattern changed tightens (a value that passed may now fail); the reverse loosens.
    /// A pattern is compared as text: any change counts as tightened.
    ///
    /// ```swift
    /// // {"min": 1, "max": 99999} → {"min": 1, "max": 999}
    /// RouteManifest.ConstraintEntry.change(from: old, to: new)   // .tightened("max 99999 → 999")
    /// ```
    static func change(from old: Self?, to new: Self?) -> Change {
        var tightened: [String] = []
        var loosened: [String] = []
        func bound(_ name: String, _ before: Double?, _ after: Double?, tighterWhenGreater: Bool) {
            switch (before, after) {
            case (nil, nil): return
            case (nil, let after?): tightened.append("\(name) \(number(after)) added")
            case (let before?, nil): loosened.append("\(name) \(number(before)) removed")
            case (let before?, let after?) where before != after:
                let tighter = tighterWhenGreater ? after > before : after < before
                (tighter ? { tightened.append($0) } : { loosened.append($0) })("\(name) \(number(before)) → \(number(after))")
            default: return
            }
        }
        bound("min", old?.min, new?.min, tighterWhenGreater: true)
        bound("max", old?.max, new?.max, tighterWhenGreater: false)
        bound("maxLength", old?.maxLength.map(Double.init), new?.maxLength.map(Double.init), tighterWhenGreater: false)
        switch (old?.oneOf.map(Set.init), new?.oneOf.map(Set.init)) {
        case (nil, let after?): tightened.append("oneOf \(list(after)) added")
        case (let before?, nil): loosened.append("oneOf \(list(before)) removed")
        case (let before?, let after?):
            if !before.subtracting(after).isEmpty { tightened.append("oneOf lost \(list(before.subtracting(after)))") }
            if !after.subtracting(before).isEmpty { loosened.append("oneOf gained \(list(after.subtracting(before)))") }
        case (nil, nil): break
        }
        switch (old?.pattern, new?.pattern) {
        case (nil, let after?): tightened.append("pattern `\(after)` added")
        case (let before?, nil): loosened.append("pattern `\(before)` removed")
        case (let before?, let after?) where before != after: tightened.append("pattern `\(before)` → `\(after)`")
        default: break
        }
        if !tightened.isEmpty { return .tightened(tightened.joined(separator: ", ")) }
        return loosened.isEmpty ? .same : .loosened(loosened.joined(separator: ", "))
    }

    private static func number(_ value: Double) -> String {
        Int(exactly: value).map(String.init) ?? String(value)
    }

    private static func list(_ values: Set<String>) -> String {
        values.sorted().map { "`\($0)`" }.joined(separator: ", ")
    }
}

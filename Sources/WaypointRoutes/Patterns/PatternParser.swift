/// Parses pattern text into segments, reporting the character offset of the first problem.
enum PatternParser {
    static func parse(_ text: String) throws(RoutePatternError) -> [RoutePattern.Segment] {
        let characters = Array(text)
        var index = 0
        if characters.first == "/" { index = 1 }
        if index == characters.count { return [] }
        var segments: [RoutePattern.Segment] = []
        var names: Set<String> = []
        while true {
            let start = index
            while index < characters.count, characters[index] != "/" { index += 1 }
            let segment = try parseSegment(characters[start..<index], at: start, in: text)
            if case .parameter(let name) = segment, !names.insert(name).inserted {
                throw RoutePatternError(.duplicateParameterName, pattern: text, offset: start + 1, detail: name)
            }
            if let last = segments.last, last == .catchAll {
                throw RoutePatternError(.catchAllNotLast, pattern: text, offset: start - 3, detail: "**")
            }
            segments.append(segment)
            if index == characters.count { return segments }
            index += 1
            if index == characters.count {
                throw RoutePatternError(.emptySegment, pattern: text, offset: index, detail: "")
            }
        }
    }

    private static func parseSegment(
        _ segment: ArraySlice<Character>, at start: Int, in text: String
    ) throws(RoutePatternError) -> RoutePattern.Segment {
        if segment.isEmpty {
            throw RoutePatternError(.emptySegment, pattern: text, offset: start, detail: "")
        }
        let string = String(segment)
        switch string {
        case "*": return .wildcard
        case "**": return .catchAll
        case ".", "..": throw RoutePatternError(.dotSegment, pattern: text, offset: start, detail: string)
        default: break
        }
        if segment.first == ":" {
            let name = segment.dropFirst()
            guard let first = name.first else {
                throw RoutePatternError(.emptyParameterName, pattern: text, offset: start, detail: "")
            }
            if !(first.isASCII && (first.isLetter || first == "_")) {
                throw RoutePatternError(.invalidCharacter, pattern: text, offset: start + 1, detail: String(first))
            }
            for (offset, character) in zip((start + 1)..., name)
            where !(character.isASCII && (character.isLetter || character.isNumber || character == "_")) {
                throw RoutePatternError(.invalidCharacter, pattern: text, offset: offset, detail: String(character))
            }
            return .parameter(String(name))
        }
        for (offset, character) in zip(start..., segment) where !isConstantCharacter(character) {
            throw RoutePatternError(.invalidCharacter, pattern: text, offset: offset, detail: String(character))
        }
        return .constant(string)
    }

    /// Unreserved characters and the sub-delimiters that are safe unencoded in a path segment.
    static func isConstantCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return PercentEncoding.isUnreservedOrSafe(ascii)
    }
}

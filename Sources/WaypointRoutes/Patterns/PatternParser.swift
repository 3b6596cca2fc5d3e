/// Parses pattern text into segments, reporting the character offset of the first problem.
enum PatternParser {
    /// Checks pattern text; a valid pattern is ASCII, split at `/` (see `RoutePattern`).
    static func validate(_ text: String) throws(RouteError) {
        if isValidASCII(text) { return }
        _ = try parseCharacters(text)
    }

    /// The fast path for the common case, valid ASCII text: one pass over the UTF-8 bytes, no
    /// allocation. Returns false for anything else, and the character-based parser then decides
    /// (and reports errors with character offsets); it accepts exactly the texts this path accepts.
    private static func isValidASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes -> Bool in
            let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), colon = UInt8(ascii: ":"), dot = UInt8(ascii: ".")
            let count = bytes.count
            var index = bytes.first == slash ? 1 : 0
            if index == count { return true }
            var afterCatchAll = false
            // More parameters than this go to the character-based parser (it finds repeated
            // names with a set; this path compares each name with the earlier ones).
            var parameters = 0
            while true {
                // No empty segment, nothing after a catch-all.
                guard index < count, bytes[index] != slash, !afterCatchAll else { return false }
                let start = index
                let first = bytes[start]
                if first == colon {
                    index &+= 1
                    guard index < count, isNameStart(bytes[index]) else { return false }
                    while index < count, bytes[index] != slash {
                        guard isNameByte(bytes[index]) else { return false }
                        index &+= 1
                    }
                    let name = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index])
                    guard parameters < 16, !containsParameter(name, in: UnsafeBufferPointer(rebasing: bytes[..<start]))
                    else { return false }
                    parameters &+= 1
                } else {
                    var stars = 0, dots = 0
                    while index < count, bytes[index] != slash {
                        let byte = bytes[index]
                        if byte == star { stars &+= 1 } else if byte == dot { dots &+= 1 }
                        index &+= 1
                    }
                    let length = index - start
                    if stars == length, length <= 2 {
                        afterCatchAll = length == 2
                    } else if dots == length, length <= 2 {
                        return false
                    } else {
                        for position in start..<index where !PercentEncoding.isUnreservedOrSafe(bytes[position]) {
                            return false
                        }
                    }
                }
                if index == count { return true }
                index &+= 1
                if index == count { return false }
            }
        }
    }

    /// Whether the pattern text `prefix` has a parameter segment named `name`.
    private static func containsParameter(_ name: UnsafeBufferPointer<UInt8>, in prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start < prefix.count {
            var end = start
            while end < prefix.count, prefix[end] != UInt8(ascii: "/") { end += 1 }
            if prefix[start] == UInt8(ascii: ":"), prefix[(start + 1)..<end].elementsEqual(name) { return true }
            start = end + 1
        }
        return false
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func parseCharacters(_ text: String) throws(RouteError) -> [RoutePattern.Segment] {
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
                throw RouteError(.duplicateParameterName, pattern: text, offset: start + 1, detail: name)
            }
            if let last = segments.last, last == .catchAll {
                throw RouteError(.catchAllNotLast, pattern: text, offset: start - 3, detail: "**")
            }
            segments.append(segment)
            if index == characters.count { return segments }
            index += 1
            if index == characters.count {
                throw RouteError(.emptySegment, pattern: text, offset: index, detail: "")
            }
        }
    }

    private static func parseSegment(
        _ segment: ArraySlice<Character>, at start: Int, in text: String
    ) throws(RouteError) -> RoutePattern.Segment {
        if segment.isEmpty {
            throw RouteError(.emptySegment, pattern: text, offset: start, detail: "")
        }
        let string = String(segment)
        switch string {
        case "*": return .wildcard
        case "**": return .catchAll
        case ".", "..": throw RouteError(.dotSegment, pattern: text, offset: start, detail: string)
        default: break
        }
        if segment.first == ":" {
            let name = segment.dropFirst()
            guard let first = name.first else {
                throw RouteError(.emptyParameterName, pattern: text, offset: start, detail: "")
            }
            if !(first.isASCII && (first.isLetter || first == "_")) {
                throw RouteError(.invalidCharacter, pattern: text, offset: start + 1, detail: String(first))
            }
            for (offset, character) in zip((start + 1)..., name)
            where !(character.isASCII && (character.isLetter || character.isNumber || character == "_")) {
                throw RouteError(.invalidCharacter, pattern: text, offset: offset, detail: String(character))
            }
            return .parameter(String(name))
        }
        for (offset, character) in zip(start..., segment) where !isConstantCharacter(character) {
            throw RouteError(.invalidCharacter, pattern: text, offset: offset, detail: String(character))
        }
        return .constant(string)
    }

    /// Unreserved characters and the sub-delimiters that are safe unencoded in a path segment.
    static func isConstantCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return PercentEncoding.isUnreservedOrSafe(ascii)
    }
}

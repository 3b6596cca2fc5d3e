/// Turns `ValuePattern` text into states; counted repeats expand into copies.
struct ValuePatternParser {
    private let source: String
    private let characters: [Character]
    private var position = 0

    init(_ source: String) {
        self.source = source
        self.characters = Array(source)
    }

    mutating func parse() throws(RouteError) -> [ValuePattern.State] {
        var states: [ValuePattern.State] = []
        while position < characters.count {
            let start = position
            let set = try atom()
            let (minimum, maximum) = try quantifier()
            for _ in 0..<minimum { states.append(.init(set: set, repeats: .once)) }
            if let maximum {
                for _ in minimum..<maximum { states.append(.init(set: set, repeats: .optional)) }
            } else {
                states.append(.init(set: set, repeats: .any))
            }
            guard states.count <= ValuePattern.maximumStates else {
                throw fail(at: start, "the pattern expands into more than \(ValuePattern.maximumStates) states; use smaller counts")
            }
        }
        return states
    }

    private mutating func atom() throws(RouteError) -> ScalarSet {
        let character = characters[position]
        position += 1
        switch character {
        case ".": return .any
        case "[": return try characterClass(openedAt: position - 1)
        case "\\": return try escape()
        case "(", ")", "|":
            throw fail(
                at: position - 1,
                "groups and alternatives (`\(character)`) are not supported; escape it as `\\\(character)` for the character")
        case "^", "$":
            throw fail(
                at: position - 1,
                "anchors are not needed (a pattern always matches the whole value); escape `\(character)` for the character")
        case "?", "*", "+", "{":
            throw fail(at: position - 1, "`\(character)` repeats nothing here; escape it as `\\\(character)` for the character")
        default:
            return try single(character, at: position - 1)
        }
    }

    private mutating func escape() throws(RouteError) -> ScalarSet {
        guard position < characters.count else { throw fail(at: position - 1, "expected a character after `\\`") }
        let character = characters[position]
        position += 1
        switch character {
        case "d": return .digit
        case "w": return .word
        default: return try single(character, at: position - 1)
        }
    }

    private func single(_ character: Character, at offset: Int) throws(RouteError) -> ScalarSet {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else {
            throw fail(at: offset, "`\(character)` is several Unicode scalars; write a class of its scalars instead")
        }
        return .single(scalar)
    }

    private mutating func characterClass(openedAt opening: Int) throws(RouteError) -> ScalarSet {
        var set = ScalarSet(ranges: [], negated: false)
        if position < characters.count, characters[position] == "^" {
            set.negated = true
            position += 1
        }
        while true {
            guard position < characters.count else {
                throw fail(at: position, "expected `]` to close the class opened at offset \(opening)")
            }
            let character = characters[position]
            position += 1
            if character == "]" {
                guard !set.ranges.isEmpty else { throw fail(at: position - 1, "a class needs at least one character") }
                return set
            }
            let lower: ScalarSet
            if character == "\\" {
                lower = try escape()
                guard lower.ranges.count == 1, lower.ranges[0].count == 1 else {
                    set.ranges += lower.ranges
                    continue
                }
            } else {
                lower = try single(character, at: position - 1)
            }
            let low = lower.ranges[0].lowerBound
            if position + 1 < characters.count, characters[position] == "-", characters[position + 1] != "]" {
                position += 1
                let upperCharacter = characters[position]
                position += 1
                let upper = upperCharacter == "\\" ? try escape() : try single(upperCharacter, at: position - 1)
                guard upper.ranges.count == 1, upper.ranges[0].count == 1, upper.ranges[0].lowerBound >= low else {
                    throw fail(at: position - 1, "a range must go from a character to a character not below it")
                }
                set.ranges.append(low...upper.ranges[0].lowerBound)
            } else {
                set.ranges.append(low...low)
            }
        }
    }

    /// `(minimum, maximum)`; `maximum` is `nil` for no limit.
    private mutating func quantifier() throws(RouteError) -> (Int, Int?) {
        guard position < characters.count else { return (1, 1) }
        switch characters[position] {
        case "?": position += 1; return (0, 1)
        case "*": position += 1; return (0, nil)
        case "+": position += 1; return (1, nil)
        case "{": break
        default: return (1, 1)
        }
        let opening = position
        position += 1
        let minimum = try number(opening: opening)
        var maximum: Int? = minimum
        if position < characters.count, characters[position] == "," {
            position += 1
            maximum = position < characters.count && characters[position] == "}" ? nil : try number(opening: opening)
        }
        guard position < characters.count, characters[position] == "}" else {
            throw fail(at: position, "expected `}` to close the count opened at offset \(opening)")
        }
        position += 1
        if let maximum, maximum < minimum {
            throw fail(at: opening, "the count {\(minimum),\(maximum)} has its maximum below its minimum")
        }
        return (minimum, maximum)
    }

    private mutating func number(opening: Int) throws(RouteError) -> Int {
        var digits = ""
        while position < characters.count, let digit = characters[position].wholeNumberValue, characters[position].isASCII {
            digits.append(String(digit))
            position += 1
        }
        guard !digits.isEmpty, digits.count <= 4, let value = Int(digits), value <= 1_000 else {
            throw fail(at: position, "expected a count from 0 to 1000 in the braces opened at offset \(opening)")
        }
        return value
    }

    private func fail(at offset: Int, _ reason: String) -> RouteError {
        RouteError(valuePattern: source, offset: offset, reason: reason)
    }
}

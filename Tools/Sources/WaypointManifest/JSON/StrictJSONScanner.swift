package import Foundation

/// Reads a JSON text strictly (RFC 8259) before it is decoded, for what `JSONDecoder` does not
/// say: where each value is, and whether a key appears twice in one object.
///
/// `JSONDecoder` keeps one of two equal keys without a word, so `{"pattern": "home",
/// "pattern": "evil"}` would pass review as `home` and run as `evil`; its syntax errors name no
/// line. The scanner refuses both with a ``JSONSyntaxError`` at a line and column, and records
/// the position of every value so that later errors (a wrong type, an unknown field, an invalid
/// pattern) can point at their place too. Keys compare as decoded strings, as the decoder
/// compares them: `"sch\u0065mes"` repeats `"schemes"`.
///
/// ```swift
/// let positions = try StrictJSONScanner.scan(data)
/// let manifest = try JSONDecoder().decode(RouteManifest.self, from: data)
/// ```
///
/// - Complexity: O(*n*) in the length of the text; nesting is limited to ``maximumDepth``
///   levels, so a hostile document cannot exhaust the stack.
package struct StrictJSONScanner {
    /// The deepest nesting of arrays and objects read (a route manifest needs six).
    package static let maximumDepth = 64

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    /// Where the current line starts, and a recent offset on it with its column, so that
    /// columns are counted once per byte however many positions are taken.
    private var lineStart = 0
    private var counted = (offset: 0, column: 1)
    private var positions = JSONPositions()

    private init(_ data: Data) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
    }

    /// Checks `data` and returns the position of every value.
    ///
    /// - Throws: ``JSONSyntaxError`` for the first problem, with its position.
    package static func scan(_ data: Data) throws(JSONSyntaxError) -> JSONPositions {
        var scanner = StrictJSONScanner(data)
        try scanner.skipWhitespace()
        try scanner.value(at: "", depth: 0)
        try scanner.skipWhitespace()
        if scanner.offset < scanner.bytes.count {
            throw scanner.failure(at: "", "unexpected \(scanner.found) after the JSON value")
        }
        return scanner.positions
    }

    // MARK: - Values

    private mutating func value(at location: String, depth: Int) throws(JSONSyntaxError) {
        positions.record(position(), at: location)
        guard offset < bytes.count else { throw failure(at: location, "expected a value, found the end of the file") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): try object(at: location, depth: depth + 1)
        case UInt8(ascii: "["): try array(at: location, depth: depth + 1)
        case UInt8(ascii: "\""): _ = try string(at: location)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number(at: location)
        case UInt8(ascii: "t"): try literal("true", at: location)
        case UInt8(ascii: "f"): try literal("false", at: location)
        case UInt8(ascii: "n"): try literal("null", at: location)
        default: throw failure(at: location, "expected a value, found \(found)")
        }
    }

    private mutating func object(at location: String, depth: Int) throws(JSONSyntaxError) {
        guard depth <= Self.maximumDepth else { throw failure(at: location, "nesting deeper than \(Self.maximumDepth) levels") }
        offset += 1
        var keys: [String: JSONPosition] = [:]
        try skipWhitespace()
        if next(is: "}") { return }
        while true {
            guard next(is: "\"", consuming: false) else {
                throw failure(at: location, "expected a key in quotes, found \(found)")
            }
            let keyPosition = position()
            let key = try string(at: location)
            let member = location.isEmpty ? key : location + "." + key
            if let first = keys[key] {
                throw JSONSyntaxError(
                    kind: .duplicateKey, position: keyPosition, location: member, message: "duplicate key `\(key)` (first at \(first))")
            }
            keys[key] = keyPosition
            try skipWhitespace()
            guard next(is: ":") else { throw failure(at: member, "expected `:` after the key, found \(found)") }
            try skipWhitespace()
            try value(at: member, depth: depth)
            try skipWhitespace()
            if next(is: "}") { return }
            guard next(is: ",") else { throw failure(at: location, "expected `,` or `}` after a member, found \(found)") }
            try skipWhitespace()
        }
    }

    private mutating func array(at location: String, depth: Int) throws(JSONSyntaxError) {
        guard depth <= Self.maximumDepth else { throw failure(at: location, "nesting deeper than \(Self.maximumDepth) levels") }
        offset += 1
        try skipWhitespace()
        if next(is: "]") { return }
        var index = 0
        while true {
            try value(at: "\(location)[\(index)]", depth: depth)
            try skipWhitespace()
            if next(is: "]") { return }
            guard next(is: ",") else { throw failure(at: location, "expected `,` or `]` after an element, found \(found)") }
            try skipWhitespace()
            index += 1
        }
    }

    /// Reads a string from its opening quote and returns it decoded.
    private mutating func string(at location: String) throws(JSONSyntaxError) -> String {
        let start = position()
        offset += 1
        var decoded: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                let text = String(decoding: decoded, as: UTF8.self)
                guard text.utf8.elementsEqual(decoded) else {
                    throw JSONSyntaxError(position: start, location: location, message: "the string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                try escape(into: &decoded, at: location)
            case 0..<0x20:
                throw failure(at: location, "a control character (U+\(Self.hex(UInt32(byte)))) in a string must be escaped")
            default:
                decoded.append(byte)
                offset += 1
            }
        }
        throw JSONSyntaxError(position: start, location: location, message: "the string is not closed")
    }

    private mutating func escape(into decoded: inout [UInt8], at location: String) throws(JSONSyntaxError) {
        offset += 1
        guard offset < bytes.count else { throw failure(at: location, "the string is not closed") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let byte = simple[bytes[offset]] {
            decoded.append(byte)
            offset += 1
            return
        }
        guard bytes[offset] == UInt8(ascii: "u") else {
            throw failure(at: location, "expected an escape after `\\`, found \(found)")
        }
        let escapeStart = position()
        offset += 1
        var value = try hexQuad(at: location)
        if (0xD800...0xDBFF).contains(value) {
            guard next(is: "\\"), next(is: "u") else {
                throw loneSurrogate(value, at: escapeStart, location)
            }
            let low = try hexQuad(at: location)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw loneSurrogate(value, at: escapeStart, location)
            }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw loneSurrogate(value, at: escapeStart, location)
        }
        UTF8.encode(scalar) { decoded.append($0) }
    }

    private func loneSurrogate(_ value: UInt32, at position: JSONPosition, _ location: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, location: location, message: "a lone surrogate `\\u\(Self.hex(value))`")
    }

    private mutating func hexQuad(at location: String) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = Self.hexDigit(bytes[offset]) else {
                throw failure(at: location, "expected four hexadecimal digits after `\\u`, found \(found)")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private mutating func number(at location: String) throws(JSONSyntaxError) {
        _ = next(is: "-")
        if !next(is: "0") {
            guard digits() > 0 else { throw failure(at: location, "expected a digit, found \(found)") }
        }
        if next(is: ".") {
            guard digits() > 0 else { throw failure(at: location, "expected a digit after `.`, found \(found)") }
        }
        if next(is: "e") || next(is: "E") {
            _ = next(is: "+") || next(is: "-")
            guard digits() > 0 else { throw failure(at: location, "expected a digit in the exponent, found \(found)") }
        }
    }

    private mutating func digits() -> Int {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset - start
    }

    private mutating func literal(_ word: String, at location: String) throws(JSONSyntaxError) {
        for expected in word.utf8 {
            guard offset < bytes.count, bytes[offset] == expected else {
                throw failure(at: location, "expected `\(word)`, found \(found)")
            }
            offset += 1
        }
    }

    // MARK: - Bytes and positions

    private mutating func skipWhitespace() throws(JSONSyntaxError) {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
                counted = (offset, 1)
            default:
                return
            }
        }
    }

    /// Consumes the next byte when it is `character` (only checks it when not `consuming`).
    private mutating func next(is character: Unicode.Scalar, consuming: Bool = true) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
        if consuming { offset += 1 }
        return true
    }

    /// The line and column of `offset`: scalars are counted from the last position taken.
    private mutating func position() -> JSONPosition {
        if counted.offset < lineStart || counted.offset > offset { counted = (lineStart, 1) }
        for byte in bytes[counted.offset..<offset] where byte & 0xC0 != 0x80 { counted.column += 1 }
        counted.offset = offset
        return JSONPosition(line: line, column: counted.column)
    }

    /// What is at `offset`, in words: "`x`", "the end of the file", or a byte's value.
    private var found: String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if (0x21...0x7E).contains(byte) { return "`\(Character(Unicode.Scalar(byte)))`" }
        return "the byte 0x\(Self.hex(UInt32(byte), digits: 2))"
    }

    private mutating func failure(at location: String, _ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position(), location: location, message: message)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func hex(_ value: UInt32, digits: Int = 4) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

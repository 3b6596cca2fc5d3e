import Foundation

/// A strict JSON reader (RFC 8259) for override manifests.
///
/// It differs from `JSONSerialization` in one way that matters here: an object's members are kept
/// in order with duplicates, so a key written twice is seen (and rejected by the manifest check)
/// rather than resolved by "the last one wins". Syntax errors stop the read with the byte offset;
/// nesting deeper than `maximumDepth` is refused so hostile input cannot exhaust the stack.
///
/// ```swift
/// let value = try OverrideJSONReader.read(Data(#"{"to": "a", "to": "b"}"#.utf8))
/// // .object([Member(key: "to", …"a"), Member(key: "to", …"b")])
/// ```
struct OverrideJSONReader {
    /// Why the bytes are not JSON, and where.
    struct SyntaxError: Error {
        let offset: Int
        let message: String
    }

    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ data: Data) { bytes = Array(data) }

    /// Reads one JSON value that fills `data` (surrounding whitespace allowed).
    ///
    /// - Throws: `SyntaxError` at the first byte that breaks the grammar.
    /// - Complexity: O(*n*) in the data's length.
    static func read(_ data: Data) throws(SyntaxError) -> OverrideJSON {
        var reader = OverrideJSONReader(data)
        let value = try reader.value()
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    private func error(_ message: String) -> SyntaxError { SyntaxError(offset: index, message: message) }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String) throws(SyntaxError) {
        for byte in literal.utf8 {
            guard current == byte else { throw error("expected `\(literal)`") }
            index += 1
        }
    }

    private mutating func value() throws(SyntaxError) -> OverrideJSON {
        skipWhitespace()
        switch current {
        case UInt8(ascii: "{"): return try nested { (reader: inout Self) throws(SyntaxError) in try reader.object() }
        case UInt8(ascii: "["): return try nested { (reader: inout Self) throws(SyntaxError) in try reader.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case .some(let byte) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return .number(try number())
        case .some: throw error("expected a JSON value")
        case .none: throw error("unexpected end of data")
        }
    }

    private mutating func nested(_ read: (inout Self) throws(SyntaxError) -> OverrideJSON) throws(SyntaxError) -> OverrideJSON {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        depth += 1
        defer { depth -= 1 }
        index += 1  // the opening bracket
        return try read(&self)
    }

    private mutating func object() throws(SyntaxError) -> OverrideJSON {
        var members: [OverrideJSON.Member] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object([]) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            try expect(":")
            members.append(.init(key: key, value: try value()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected `,` or `}`")
            }
        }
    }

    private mutating func array() throws(SyntaxError) -> OverrideJSON {
        var values: [OverrideJSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array([]) }
        while true {
            values.append(try value())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(values)
            default: throw error("expected `,` or `]`")
            }
        }
    }

    /// A string's contents after its opening quote, escapes decoded; `\u` surrogate pairs join.
    private mutating func string() throws(SyntaxError) -> String {
        index += 1  // the opening quote
        var scalars = String.UnicodeScalarView()
        var run = index
        func flush(_ reader: Self, to end: Int) throws(SyntaxError) {
            guard run < end else { return }
            guard let text = String(bytes: reader.bytes[run..<end], encoding: .utf8) else {
                throw reader.error("a string is not valid UTF-8")
            }
            scalars.append(contentsOf: text.unicodeScalars)
        }
        while true {
            guard let byte = current else { throw error("a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                try flush(self, to: index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush(self, to: index)
                index += 1
                scalars.append(try escape())
                run = index
            case 0x00..<0x20:
                throw error("a control character in a string must be escaped")
            default:
                index += 1
            }
        }
    }

    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("a string is not closed") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            guard (0xD800..<0xDC00).contains(high) else {
                guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate") }
                return scalar
            }
            try expect("\\u")
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
            else { throw error("a high surrogate without its low surrogate") }
            return scalar
        default:
            index -= 1
            throw error("an unknown escape")
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("expected 4 hex digits after `\\u`") }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    /// A number's text: `-`? int frac? exp?, with no leading zeros.
    private mutating func number() throws(SyntaxError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else {
            try digits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            try digits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func digits() throws(SyntaxError) {
        guard let byte = current, (0x30...0x39).contains(byte) else { throw error("expected a digit") }
        while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
    }
}

import Foundation

/// How matching holds a value's typed form: as plain bits for the built-in types (converted
/// straight from the bytes, no `String` and no box), or boxed for other types.
enum ValueKind: UInt8, Sendable {
    /// Untyped: the typed value is the decoded text.
    case text
    case int
    case uuid
    case bool
    /// Produced by the type's `convert` closure, kept as `any Sendable`.
    case boxed
}

/// The typed value of a built-in ``ValueKind``, as plain data (`Int`, `UUID` and `Bool` fit).
struct TypedBits: Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    /// Converts decoded bytes as `kind` (``ValueKind/int``, ``ValueKind/uuid`` or
    /// ``ValueKind/bool``) exactly as the type's `convert` closure would; `nil` when they are not one.
    @inline(__always)
    static func parse(_ kind: ValueKind, _ bytes: UnsafeBufferPointer<UInt8>) -> TypedBits? {
        switch kind {
        case .int: parseInt(bytes).map { TypedBits(low: UInt64(bitPattern: Int64($0))) }
        case .uuid: UUIDText.parse(bytes).map(TypedBits.init(uuid:))
        case .bool: parseBool(bytes).map { TypedBits(low: $0 ? 1 : 0) }
        case .text, .boxed: nil
        }
    }

    /// `Int(text)`: an optional sign, then one or more decimal digits, without overflow.
    static func parseInt(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard count > 0 else { return nil }
        var index = 0
        let negative = bytes[0] == UInt8(ascii: "-")
        if negative || bytes[0] == UInt8(ascii: "+") { index = 1 }
        guard index < count else { return nil }
        var value = 0
        while index < count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            let (next, carry) = negative
                ? shifted.subtractingReportingOverflow(Int(digit)) : shifted.addingReportingOverflow(Int(digit))
            guard !carry else { return nil }
            value = next
            index += 1
        }
        return value
    }

    /// `true` or `false`, exactly.
    static func parseBool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        if bytes.count == 4, bytes.elementsEqual("true".utf8) { return true }
        if bytes.count == 5, bytes.elementsEqual("false".utf8) { return false }
        return nil
    }

    init(low: UInt64, high: UInt64 = 0) {
        self.low = low
        self.high = high
    }

    init(uuid: UUID) {
        var raw = uuid.uuid
        (low, high) = withUnsafeBytes(of: &raw) {
            ($0.loadUnaligned(fromByteOffset: 0, as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// The bits of a ``ValueKind/uuid`` as a `UUID`.
    var uuid: UUID {
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &raw) {
            $0.storeBytes(of: low, toByteOffset: 0, as: UInt64.self)
            $0.storeBytes(of: high, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: raw)
    }

    /// The typed value as `kind` describes it (not for ``ValueKind/boxed``).
    func value(_ kind: ValueKind) -> any Sendable {
        switch kind {
        case .int: return Int(Int64(bitPattern: low))
        case .bool: return low != 0
        case .uuid: return uuid
        case .text, .boxed: return ()
        }
    }
}

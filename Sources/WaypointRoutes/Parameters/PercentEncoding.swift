/// Percent-decoding of captured values and percent-encoding for reverse routing, on UTF-8 bytes.
enum PercentEncoding {
    /// `A-Z a-z 0-9 - . _ ~` and the sub-delimiters `! $ & ' ( ) + , ; = @` (allowed raw in a
    /// segment): one bit per ASCII byte, bytes 0–63 then 64–127.
    static func isUnreservedOrSafe(_ byte: UInt8) -> Bool {
        let low: UInt64 = 0x2BFF_7BD2_0000_0000, high: UInt64 = 0x47FF_FFFE_87FF_FFFF
        return byte < 64 ? low >> byte & 1 != 0 : byte < 128 && high >> (byte &- 64) & 1 != 0
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default: false
        }
    }


    /// Decodes `%XX` escapes exactly once; `plusIsSpace` for query components.
    /// Returns `nil` for an invalid escape or bytes that are not valid UTF-8.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool = false) -> String? {
        var needsWork = false
        for byte in bytes where byte == UInt8(ascii: "%") || (plusIsSpace && byte == UInt8(ascii: "+")) {
            needsWork = true
            break
        }
        if !needsWork { return String(decoding: bytes, as: UTF8.self) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { output -> String? in
            guard let count = decodeBytes(bytes, into: output.baseAddress!, plusIsSpace: plusIsSpace) else { return nil }
            let decoded = UnsafeBufferPointer(rebasing: output[0..<count])
            guard isValidUTF8(decoded) else { return nil }
            return String(decoding: decoded, as: UTF8.self)
        }
    }

    /// Decodes `%XX` escapes (and `+` when `plusIsSpace`) into `output`, which holds at least
    /// `bytes.count` bytes; returns the decoded length, or `nil` for an invalid escape. The
    /// result is not checked to be UTF-8.
    static func decodeBytes(
        _ bytes: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, plusIsSpace: Bool
    ) -> Int? {
        var count = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                    let low = hexValue(bytes[index + 2])
                else { return nil }
                output[count] = high << 4 | low
                index += 3
            } else {
                output[count] = plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
                index += 1
            }
            count += 1
        }
        return count
    }

    /// Whether the bytes percent-decode to valid UTF-8, without building a `String`.
    static func isDecodable(_ bytes: UnsafeBufferPointer<UInt8>, plusIsSpace: Bool = false) -> Bool {
        // Fast path: when every escape is a valid ASCII one, the result is valid UTF-8 (the raw
        // bytes come from a `String`, so they form whole UTF-8 sequences by themselves).
        var index = 0
        var asciiEscapes = true
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), hexValue(bytes[index + 2]) != nil
                else { return false }
                if high >= 8 {
                    asciiEscapes = false
                    break
                }
                index += 3
            } else {
                index += 1
            }
        }
        if asciiEscapes { return true }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { output in
            guard let count = decodeBytes(bytes, into: output.baseAddress!, plusIsSpace: plusIsSpace) else {
                return false
            }
            return isValidUTF8(UnsafeBufferPointer(rebasing: output[0..<count]))
        }
    }

    /// Strict UTF-8 validation: no overlong forms, no surrogates, nothing past U+10FFFF.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var scalar: UInt32
            let minimum: UInt32
            if lead & 0xE0 == 0xC0 {
                (length, scalar, minimum) = (2, UInt32(lead & 0x1F), 0x80)
            } else if lead & 0xF0 == 0xE0 {
                (length, scalar, minimum) = (3, UInt32(lead & 0x0F), 0x800)
            } else if lead & 0xF8 == 0xF0 {
                (length, scalar, minimum) = (4, UInt32(lead & 0x07), 0x10000)
            } else {
                return false
            }
            guard index + length <= bytes.count else { return false }
            var offset = 1
            while offset < length {
                let continuation = bytes[index + offset]
                guard continuation & 0xC0 == 0x80 else { return false }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
                offset += 1
            }
            if scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) { return false }
            index += length
        }
        return true
    }

    static func decode(_ text: Substring, plusIsSpace: Bool = false) -> String? {
        var copy = text
        return copy.withUTF8 { decode($0, plusIsSpace: plusIsSpace) }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Encodes a path segment: everything but unreserved and safe characters. (`.` and `..`
    /// never come here: no URL is built with a value that would decode to them.)
    static func encodeSegment(_ text: String) -> String {
        encode(text, keeping: isUnreservedOrSafe)
    }

    /// Encodes a query key or value: everything but unreserved characters.
    static func encodeQueryComponent(_ text: String) -> String {
        encode(text, keeping: isUnreserved)
    }

    private static func encode(_ text: String, keeping keep: (UInt8) -> Bool) -> String {
        if text.utf8.allSatisfy(keep) { return text }
        let hex = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if keep(byte) {
                output.append(byte)
            } else {
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

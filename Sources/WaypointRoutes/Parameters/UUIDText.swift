import Foundation

/// Parses the standard 36-character textual form of a UUID (either case) straight from its
/// UTF-8 bytes; Foundation's parser goes through `sscanf`, which dominated typed matching.
enum UUIDText {
    static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard bytes.count == 36 else { return nil }
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = withUnsafeMutableBytes(of: &raw) { output -> Bool in
            var input = 0
            for index in 0..<16 {
                if input == 8 || input == 13 || input == 18 || input == 23 {
                    guard bytes[input] == UInt8(ascii: "-") else { return false }
                    input += 1
                }
                guard let high = PercentEncoding.hexValue(bytes[input]),
                    let low = PercentEncoding.hexValue(bytes[input + 1])
                else { return false }
                output[index] = high << 4 | low
                input += 2
            }
            return true
        }
        return parsed ? UUID(uuid: raw) : nil
    }
}

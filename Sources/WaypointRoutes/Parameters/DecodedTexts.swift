import Foundation

/// The texts of one match's values that needed percent-decoding, decoded on first read and
/// kept, so that a value is decoded at most once however often it is read (from any thread).
/// Made only for matches with an escaped value; one slot per value name, allocated up front.
final class DecodedTexts: @unchecked Sendable {
    private let lock = NSLock()
    /// By value name index; guarded by `lock`.
    private var texts: [String?]

    init(count: Int) {
        texts = Array(repeating: nil, count: count)
    }

    func text(at index: Int, decode: () -> String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let text = texts[index] { return text }
        let text = decode()
        texts[index] = text
        return text
    }
}

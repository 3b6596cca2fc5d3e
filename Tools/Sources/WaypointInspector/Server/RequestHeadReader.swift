/// Reads an HTTP/1.1 request head from bytes as they arrive, in one pass over them, and stops at
/// the first limit crossed.
///
/// Each byte is looked at once: the search for the end of a line resumes where the last chunk
/// ended, so a line sent one byte at a time costs what a line sent at once does. (FlyingFox
/// 0.27.1 re-scans the line gathered so far on every chunk, which is quadratic: 9 s for a 128 KB
/// line.) Nothing beyond ``ServerLimits/requestLineBytes`` plus
/// ``ServerLimits/headerSectionBytes`` is ever kept.
///
/// ```swift
/// var reader = RequestHeadReader(limits: ServerLimits())
/// reader.consume(Array("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1:8421\r\n".utf8))   // .needMore
/// reader.consume(Array("\r\n".utf8))   // .complete(head, leftover: [])
/// ```
///
/// - Complexity: O(*n*) in the bytes consumed, over all calls.
struct RequestHeadReader {
    /// What the bytes so far amount to.
    enum Outcome: Hashable {
        /// The head is not complete yet, and no limit is crossed.
        case needMore
        /// The head, and the bytes after it (the start of the body).
        case complete(RequestHead, leftover: [UInt8])
        /// The request is refused (414, 431, 400, 505); nothing more should be read.
        case refused(HTTPRefusal)
    }

    private let limits: ServerLimits
    private var buffer: [UInt8] = []
    /// Where the search for the next line feed resumes.
    private var scanned = 0
    /// Where the line being read starts.
    private var lineStart = 0
    /// Where the header section starts (after the request line), once it is read.
    private var headerStart: Int?
    private var requestLine: (method: String, target: String, version: String)?
    private var fields: [RequestHead.Field] = []

    init(limits: ServerLimits) {
        self.limits = limits
    }

    /// Whether any byte of a request has arrived (idle and read timeouts differ).
    var hasStarted: Bool { !buffer.isEmpty }

    /// Adds `bytes` and reads every line they complete.
    mutating func consume(_ bytes: some Collection<UInt8>) -> Outcome {
        buffer.append(contentsOf: bytes)
        while let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
            scanned = newline + 1
            var end = newline
            if end > lineStart, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            let line = buffer[lineStart..<end]
            lineStart = newline + 1
            if let refusal = overLimit(at: newline) { return .refused(refusal) }
            guard let requestLine else {
                switch Self.requestLine(line) {
                case .success(let parts):
                    self.requestLine = parts
                    headerStart = lineStart
                case .failure(let refusal):
                    return .refused(refusal)
                }
                continue
            }
            if line.isEmpty {
                let head = RequestHead(method: requestLine.method, target: requestLine.target, version: requestLine.version, fields: fields)
                return .complete(head, leftover: Array(buffer[lineStart...]))
            }
            switch Self.field(line) {
            case .success(let field): fields.append(field)
            case .failure(let refusal): return .refused(refusal)
            }
        }
        scanned = buffer.count
        return overLimit(at: buffer.count).map(Outcome.refused) ?? .needMore
    }

    /// The refusal when the part being read, up to `position`, is longer than its limit.
    private func overLimit(at position: Int) -> HTTPRefusal? {
        if let headerStart {
            guard position - headerStart > limits.headerSectionBytes else { return nil }
            return HTTPRefusal(431, "the header section is longer than \(limits.headerSectionBytes) bytes")
        }
        // The request line's own CR LF is not counted.
        guard position > limits.requestLineBytes + 1 else { return nil }
        return HTTPRefusal(414, "the request line is longer than \(limits.requestLineBytes) bytes")
    }
}

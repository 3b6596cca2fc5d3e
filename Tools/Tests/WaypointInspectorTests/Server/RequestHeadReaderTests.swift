import Testing
@testable import WaypointInspector

/// The head reader as a pure value: one pass, limits as bytes arrive, strict grammar.
@Suite struct RequestHeadReaderTests {
    func read(_ text: String, limits: ServerLimits = ServerLimits()) -> RequestHeadReader.Outcome {
        var reader = RequestHeadReader(limits: limits)
        return reader.consume(Array(text.utf8))
    }

    @Test func aCompleteHeadGivesItsPartsAndTheBytesAfterIt() throws {
        let outcome = read("GET /api/state?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8421\r\nX-Two:  a b \r\n\r\nBODY")
        guard case .complete(let head, let leftover) = outcome else { Issue.record("\(outcome)"); return }
        #expect(head.method == "GET" && head.target == "/api/state?x=1" && head.version == "HTTP/1.1")
        #expect(head.fields == [.init(name: "host", value: "127.0.0.1:8421"), .init(name: "x-two", value: "a b")])
        #expect(leftover == Array("BODY".utf8))
    }

    @Test func aHeadSentOneByteAtATimeReadsAsTheSameHeadInLinearTime() throws {
        // A 60 KB header line, a byte per call: a reader that re-scans the line gathered so far on
        // every call does ~1.8 billion byte comparisons here; this one does 60 thousand.
        let text = "GET / HTTP/1.1\r\nX-Pad: " + String(repeating: "p", count: 60_000) + "\r\n\r\n"
        var reader = RequestHeadReader(limits: ServerLimits())
        let start = ContinuousClock.now
        var outcome = RequestHeadReader.Outcome.needMore
        for byte in text.utf8 { outcome = reader.consume(CollectionOfOne(byte)) }
        let elapsed = ContinuousClock.now - start
        #expect(outcome == read(text))
        #expect(elapsed < TimeBound.seconds(2), "took \(elapsed)")
    }

    @Test func theLimitsAreCheckedBeforeALineEnds() {
        var limits = ServerLimits()
        limits.requestLineBytes = 16
        limits.headerSectionBytes = 32
        #expect(read("GET /" + String(repeating: "a", count: 20), limits: limits) == .refused(HTTPRefusal(414, "the request line is longer than 16 bytes")))
        #expect(read("GET /aa HTTP/1.1\r\n", limits: limits) == .needMore)  // exactly 16
        #expect(read("GET /aaa HTTP/1.1\r\n", limits: limits) == .refused(HTTPRefusal(414, "the request line is longer than 16 bytes")))
        let long = "GET / HTTP/1.1\r\nX: " + String(repeating: "a", count: 40)
        #expect(read(long, limits: limits) == .refused(HTTPRefusal(431, "the header section is longer than 32 bytes")))
    }

    @Test func badGrammarIsRefusedInsteadOfGuessedAt() {
        let cases: [(String, Int)] = [
            ("GET  / HTTP/1.1\r\n\r\n", 400),  // two spaces
            ("GET / HTTP/2.0\r\n\r\n", 505),
            ("GET / FTP/1.0\r\n\r\n", 400),
            ("G(T / HTTP/1.1\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),  // space before the colon
            ("GET / HTTP/1.1\r\nX: a\r\n folded\r\n\r\n", 400),  // obsolete line folding
            ("GET / HTTP/1.1\r\nNoColon\r\n\r\n", 400),
            ("GET / HTTP/1.1\r\nX: a\u{0}b\r\n\r\n", 400),
        ]
        for (text, status) in cases {
            guard case .refused(let refusal) = read(text) else { Issue.record("accepted: \(text.debugDescription)"); continue }
            #expect(refusal.status == status, "\(text.debugDescription)")
        }
    }

    @Test func bareLineFeedsEndLinesToo() {
        guard case .complete(let head, _) = read("GET / HTTP/1.0\nHost: a\n\n") else { Issue.record("not complete"); return }
        #expect(head.values("host") == ["a"] && head.version == "HTTP/1.0")
    }
}

/// From a head to the API's request: repeated headers, targets, lengths, keep-alive.
@Suite struct ParsedRequestTests {
    func head(_ target: String = "/", _ fields: [(String, String)] = [], version: String = "HTTP/1.1") -> RequestHead {
        RequestHead(method: "GET", target: target, version: version, fields: fields.map { .init(name: $0.0, value: $0.1) })
    }

    func refusal(_ head: RequestHead) -> Int? {
        do {
            _ = try ParsedRequest(head, authority: "127.0.0.1:8421", limits: ServerLimits())
            return nil
        } catch {
            return error.status
        }
    }

    @Test func everyHeaderTheAccessDecisionReadsMayAppearOnlyOnce() {
        for name in ParsedRequest.singleHeaders {
            #expect(refusal(head("/", [(name, "1"), (name, "1")])) == 400, "\(name)")
        }
        #expect(refusal(head("/", [("accept", "a"), ("accept", "b")])) == nil)
    }

    @Test func theQueryIsDecodedAndTheAbsoluteFormReducedToItsPath() throws {
        let parsed = try ParsedRequest(head("http://127.0.0.1:8421/api/plan?url=app%3A%2F%2Fx&a=1&a=2"), authority: "127.0.0.1:8421", limits: ServerLimits())
        #expect(parsed.request.path == "/api/plan")
        #expect(parsed.request.query == ["url": "app://x", "a": "2"])
        #expect(try ParsedRequest(head("http://127.0.0.1:8421"), authority: "127.0.0.1:8421", limits: ServerLimits()).request.path == "/")
        #expect(refusal(head("http://127.0.0.1:8421@evil.example/")) == 421)
        #expect(refusal(head("*")) == 400)
        #expect(refusal(head("/?a=%zz")) == 400)
    }

    @Test func lengthsAndKeepAliveFollowTheHeaders() throws {
        #expect(refusal(head("/", [("content-length", "-1")])) == 400)
        #expect(refusal(head("/", [("content-length", "65537")])) == 413)
        #expect(refusal(head("/", [("transfer-encoding", "chunked")])) == 411)
        let limits = ServerLimits()
        #expect(try ParsedRequest(head("/", [("content-length", "12")]), authority: "a", limits: limits).bodyLength == 12)
        #expect(try ParsedRequest(head("/"), authority: "a", limits: limits).keepAlive)
        #expect(try !ParsedRequest(head("/", [("connection", "Close")]), authority: "a", limits: limits).keepAlive)
        #expect(try !ParsedRequest(head("/", version: "HTTP/1.0"), authority: "a", limits: limits).keepAlive)
    }
}

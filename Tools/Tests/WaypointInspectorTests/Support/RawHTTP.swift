import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 client over a plain TCP socket, so tests control every header (Host
/// included) and read streamed bodies. Blocking calls run on threads of their own, never on
/// Swift's cooperative pool (two cores: two blocked readers would starve the server).
struct RawHTTP: Sendable {
    struct Response: Sendable {
        let status: Int
        let head: String
        let body: String
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let address: String
    let port: UInt16

    /// Sends one request and reads the whole response (`Connection: close`).
    func send(_ method: String = "GET", _ target: String, host: String? = nil, headers: [String: String] = [:]) async throws -> Response {
        let request = Self.requestText(method, target, host: host ?? "\(address):\(port)", headers: headers)
        let (address, port) = (address, port)
        return try await Self.onThread {
            let socket = try Self.connect(address, port)
            defer { close(socket) }
            try Self.write(socket, request)
            var data = Data()
            while let chunk = try Self.read(socket) { data.append(chunk) }
            return try Self.parse(data)
        }
    }

    /// Opens a streamed GET and reads until `until` appears in what arrived, or 10 s pass (``TimeBound`` stretches them).
    func stream(_ target: String, until: @escaping @Sendable (String) -> Bool, afterHead: @escaping @Sendable () async -> Void = {}) async throws -> String {
        let request = Self.requestText("GET", target, host: "\(address):\(port)", headers: [:])
        let (address, port) = (address, port)
        let socket = try await Self.onThread { try Self.connect(address, port) }
        defer { close(socket) }
        try Self.write(socket, request)
        var text = ""
        var triggered = false
        let deadline = ContinuousClock.now + TimeBound.seconds(10)
        while ContinuousClock.now < deadline {
            guard let chunk = try await Self.onThread({ try Self.read(socket) }) else { break }
            text += String(decoding: chunk, as: UTF8.self)
            if !triggered, text.contains("event: state") {
                triggered = true
                await afterHead()
            } else if triggered, until(text) {
                return text
            }
        }
        throw Failure(description: "the stream did not deliver what was expected; got:\n\(text)")
    }

    /// Runs blocking work on a new thread and resumes with its result.
    static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try work() })
            }
            thread.start()
        }
    }

    static func requestText(_ method: String, _ target: String, host: String, headers: [String: String]) -> String {
        var lines = ["\(method) \(target) HTTP/1.1", "Host: \(host)", "Connection: close", "Content-Length: 0"]
        lines += headers.map { "\($0.key): \($0.value)" }
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    static func connect(_ address: String, _ port: UInt16) throws -> Int32 {
        #if canImport(Glibc)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Failure(description: "socket() failed") }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = port.bigEndian
        inet_pton(AF_INET, address, &target.sin_addr)
        let result = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(socket)
            throw Failure(description: "cannot connect to \(address):\(port) (errno \(errno))")
        }
        return socket
    }

    static func write(_ socket: Int32, _ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw Failure(description: "send() failed") }
            sent += count
        }
    }

    /// The next bytes, or nil at the end of the stream.
    static func read(_ socket: Int32) throws -> Data? {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        if count < 0 { throw Failure(description: "recv() failed or timed out (errno \(errno))") }
        return count == 0 ? nil : Data(buffer[..<count])
    }

    static func parse(_ data: Data) throws -> Response {
        let text = String(decoding: data, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw Failure(description: "no HTTP head in: \(text)") }
        let head = String(text[..<split.lowerBound])
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return Response(status: status, head: head, body: String(text[split.upperBound...]))
    }
}

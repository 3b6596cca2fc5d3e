import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A client that misbehaves on purpose, over plain loopback sockets: floods, stalls, idles,
/// trickles. Every blocking call runs on a thread of its own (never on Swift's cooperative
/// pool) and is bounded by a deadline; writes never raise SIGPIPE.
enum HostileClient {
    /// What came back for a request, and how long it took to come.
    struct Answer: Sendable {
        /// The status code, if a status line arrived.
        let status: Int?
        /// Everything read (head and whatever body arrived before the deadline or the close).
        let text: String
        /// From the first byte sent until the answer's head had arrived (or the read gave up).
        let elapsed: Duration
    }

    /// Opens a connection to `127.0.0.1:port`; `receiveBuffer` shrinks the socket's receive
    /// buffer first (a reader that stalls sooner).
    static func connect(_ port: UInt16, receiveBuffer: Int32? = nil) throws -> Int32 {
        #if canImport(Glibc)
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw RawHTTP.Failure(description: "socket() failed (errno \(errno))") }
        if var size = receiveBuffer {
            setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var target = sockaddr_in()
        target.sin_family = sa_family_t(AF_INET)
        target.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &target.sin_addr)
        let result = withUnsafePointer(to: &target) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else {
            close(socket)
            throw RawHTTP.Failure(description: "cannot connect to 127.0.0.1:\(port) (errno \(errno))")
        }
        return socket
    }

    /// Sends `bytes`, stopping quietly at the first error (the server may close first).
    ///
    /// - Returns: How many bytes went out.
    @discardableResult
    static func send(_ socket: Int32, _ bytes: [UInt8]) -> Int {
        var sent = 0
        while sent < bytes.count {
            #if canImport(Glibc)
            let flags = Int32(MSG_NOSIGNAL)
            #else
            let flags: Int32 = 0
            #endif
            let count = bytes[sent...].withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, flags) }
            guard count > 0 else { return sent }
            sent += count
        }
        return sent
    }

    /// Reads until `enough` holds for what arrived, the peer closes, or `timeout` passes.
    ///
    /// - Returns: What arrived, and whether the peer closed (end of stream or reset).
    static func read(_ socket: Int32, timeout: Duration, until enough: ([UInt8]) -> Bool = { _ in false }) -> (bytes: [UInt8], closed: Bool) {
        let deadline = ContinuousClock.now + timeout
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !enough(bytes) {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return (bytes, false) }
            var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(left.components.seconds * 1_000 + left.components.attoseconds / 1_000_000_000_000_000) + 1
            guard poll(&poller, 1, milliseconds) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (bytes, true) }
            bytes += buffer[..<count]
        }
        return (bytes, false)
    }

    /// Whether the server has closed `socket` (end of stream or reset is waiting), without blocking.
    static func isClosedByPeer(_ socket: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Sends `request` from one thread while another reads the answer's head, so a server that
    /// answers before the client has finished sending (a refusal) is seen answering.
    static func exchange(_ port: UInt16, _ request: [UInt8], timeout: Duration = TimeBound.seconds(5)) async throws -> Answer {
        try await RawHTTP.onThread {
            let socket = try connect(port)
            let writerDone = DispatchSemaphore(value: 0)
            let start = ContinuousClock.now
            Thread {
                send(socket, request)
                writerDone.signal()
            }.start()
            let (bytes, _) = read(socket, timeout: timeout) { $0.count >= 4 && Self.headEnd(in: $0) != nil }
            let elapsed = ContinuousClock.now - start
            // Unblocks the writer if the server stopped reading, then closes once it has returned.
            shutdown(socket, Int32(SHUT_RDWR))
            writerDone.wait()
            close(socket)
            let text = String(decoding: bytes, as: UTF8.self)
            let status = text.hasPrefix("HTTP/1.1 ") ? Int(text.dropFirst(9).prefix(3)) : nil
            return Answer(status: status, text: text, elapsed: elapsed)
        }
    }

    /// Where the first `\r\n\r\n` ends, if any.
    static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count
        where bytes[index] == 10 && bytes[index - 1] == 13 && bytes[index - 2] == 10 && bytes[index - 3] == 13 {
            return index + 1
        }
        return nil
    }
}

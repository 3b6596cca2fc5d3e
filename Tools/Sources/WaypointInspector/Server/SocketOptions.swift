import FlyingSocks

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few socket calls FlyingSocks does not wrap, and the errors the accept loop tells apart.
extension Socket {
    /// Sends each write at once instead of holding small ones back until the last is
    /// acknowledged (Nagle's algorithm), which costs a keep-alive client ~40 ms per answer.
    func disableNagle() throws {
        try setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
    }

    /// Tells the client nothing more will be written, while its remaining bytes can still be read.
    func shutdownWrites() {
        #if canImport(Glibc) || canImport(Musl)
        _ = shutdown(file.rawValue, Int32(SHUT_WR))
        #else
        _ = shutdown(file.rawValue, SHUT_WR)
        #endif
    }
}

extension SocketError {
    /// Whether `accept` failed because the process or system has no descriptor (or memory)
    /// left: waiting, or closing a connection, lets it succeed again.
    var isResourceExhaustion: Bool {
        guard case .failed(_, let code, _) = self else { return false }
        return [EMFILE, ENFILE, ENOBUFS, ENOMEM].contains(code)
    }

    /// Whether `accept` failed for this one connection only (it was reset before it was taken).
    var isTransientAcceptFailure: Bool {
        guard case .failed(_, let code, _) = self else { return false }
        return [ECONNABORTED, EINTR, EPROTO, EPERM, EAGAIN].contains(code)
    }
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The texts of one match's values that needed percent-decoding, decoded on first read and
/// kept, so that a value is decoded at most once however often it is read (from any thread).
/// Made only for matches with an escaped value: one allocation holding the lock and one slot
/// per value name (no lock object, no separate array).
final class DecodedTexts: ManagedBuffer<DecodedTexts.Header, String?> {
    struct Header {
        var count: Int
        /// Zero-initialised, which is the unlocked state of both kinds of lock.
        #if canImport(Darwin)
        var lock = os_unfair_lock()
        #else
        var lock = pthread_mutex_t()
        #endif
    }

    /// A cache with `count` empty slots.
    static func make(count: Int) -> DecodedTexts {
        let made = unsafeDowncast(
            create(minimumCapacity: count) { _ in Header(count: count) }, to: DecodedTexts.self)
        made.withUnsafeMutablePointerToElements { $0.initialize(repeating: nil, count: count) }
        return made
    }

    deinit {
        withUnsafeMutablePointers { header, texts in
            texts.deinitialize(count: header.pointee.count)
            #if !canImport(Darwin)
            pthread_mutex_destroy(&header.pointee.lock)
            #endif
        }
    }

    func text(at index: Int, decode: () -> String) -> String {
        withUnsafeMutablePointers { header, texts in
            let lock = UnsafeMutableRawPointer(header).advanced(by: MemoryLayout<Header>.offset(of: \.lock)!)
            #if canImport(Darwin)
            let mutex = lock.assumingMemoryBound(to: os_unfair_lock.self)
            os_unfair_lock_lock(mutex)
            defer { os_unfair_lock_unlock(mutex) }
            #else
            let mutex = lock.assumingMemoryBound(to: pthread_mutex_t.self)
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            #endif
            if let text = texts[index] { return text }
            let text = decode()
            texts[index] = text
            return text
        }
    }
}

/// A ``DecodedTexts`` as held by values: every access to its slots takes its lock, which is
/// what makes sharing it between threads safe (`ManagedBuffer` itself is not `Sendable`).
struct SharedDecodedTexts: @unchecked Sendable {
    let texts: DecodedTexts
}

import Foundation

/// The process's resident set size, read from `/proc/self/statm` (Linux); `nil` elsewhere.
///
/// Before reading, glibc's `malloc_trim(0)` (looked up at run time) returns the heap's free pages
/// to the system, so the figure follows the memory in use rather than the allocator's free lists.
enum ResidentMemory {
    static var bytes: Int? {
        _ = trim?(0)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    static var megabytes: Double? { bytes.map { Double($0) / 1_048_576 } }

    private typealias Trim = @convention(c) (Int) -> Int32

    private static let trim: Trim? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
    }()
}

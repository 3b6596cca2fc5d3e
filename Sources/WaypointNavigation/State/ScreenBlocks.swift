#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Compares runs of screens a block at a time with `memcmp`, for the comparisons of two stacks
/// that differ only at their ends (a push, a pop): screens that are bit-for-bit copies have the
/// same identity, the same stored destination and the same owner storage, so they are the same
/// screen without reading them one by one.
///
/// Only a positive answer is trusted: two equal screens that are not bit-for-bit copies (an
/// equal destination stored twice) end the block run, and the caller goes on screen by screen.
enum ScreenBlocks {
    /// Screens per `memcmp` call: large enough to amortize the call, small enough that the first
    /// difference is found close to where it is.
    private static let blockLength = 64

    /// How many screens, at most `count`, both runs share bit for bit, counted in whole blocks
    /// from the front (or, with `fromEnd`, from the back): a lower bound of the shared length.
    ///
    /// - Parameters:
    ///   - first: The first run's first screen (or, with `fromEnd`, the place after its last).
    ///   - second: The same for the second run.
    ///   - count: How many screens both runs have at least.
    /// - Complexity: O(k) bytes compared for the k screens shared, no reference counting.
    static func sharedCount(_ first: UnsafePointer<Screen>, _ second: UnsafePointer<Screen>, count: Int, fromEnd: Bool) -> Int {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        var shared = 0
        while shared < count {
            let length = min(blockLength, count - shared)
            let one = fromEnd ? first - shared - length : first + shared
            let two = fromEnd ? second - shared - length : second + shared
            guard memcmp(one, two, length * MemoryLayout<Screen>.stride) == 0 else { return shared }
            shared += length
        }
        return shared
        #else
        return 0
        #endif
    }
}

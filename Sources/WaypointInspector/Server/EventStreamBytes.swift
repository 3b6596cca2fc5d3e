import FlyingFox
import FlyingSocks

/// Server-sent event messages as the byte sequence FlyingFox streams (chunked) to the browser:
/// each message goes out as soon as it is yielded.
struct EventStreamBytes: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8
    let messages: AsyncStream<String>

    func makeAsyncIterator() -> Iterator {
        Iterator(messages: messages.makeAsyncIterator())
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var messages: AsyncStream<String>.AsyncIterator
        var pending: ArraySlice<UInt8> = []

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let message = await messages.next() else { return nil }
                pending = ArraySlice(message.utf8)
            }
            let taken = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(taken.count)
            return taken
        }
    }
}

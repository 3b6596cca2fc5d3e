import FlyingSocks
import Foundation

/// One client connection: reads requests within the limits, hands them to the API, writes the
/// answers, and keeps the connection for the next request or streams events.
///
/// Each read takes what the socket has (at most 4 KB) and feeds the ``RequestHeadReader``, so a
/// refusal is decided as soon as a limit is crossed. Time is kept by the ``ConnectionRegistry``,
/// which cancels this task when a phase's clock runs out; cancellation ends any read or write.
struct InspectorConnection: Sendable {
    let socket: AsyncSocket
    let id: Int
    let registry: ConnectionRegistry
    let api: InspectorAPI
    /// The bound address as `Host` must name it (`127.0.0.1:8421`).
    let authority: String
    let limits: ServerLimits

    /// Serves requests until the client closes, a request says `Connection: close`, a refusal,
    /// an event stream ends, or the registry cancels the task.
    func run() async {
        try? socket.socket.disableNagle()
        var leftover: [UInt8] = []
        do {
            while !Task.isCancelled {
                let (head, rest) = try await readHead(after: leftover)
                let parsed: ParsedRequest
                do {
                    parsed = try ParsedRequest(head, authority: authority, limits: limits)
                } catch {
                    return try await refuse(error)
                }
                leftover = try await skipBody(of: parsed.bodyLength, after: rest)
                await registry.enter(.handling, for: id)
                let response = await api.respond(to: parsed.request)
                if let events = response.events {
                    return try await stream(events, answering: parsed, with: response)
                }
                await registry.enter(.writing, for: id)
                try await socket.write(Data(ResponseBytes.response(response, keepAlive: parsed.keepAlive, isHead: parsed.isHead)))
                guard parsed.keepAlive else { return }
            }
        } catch let refusal as HTTPRefusal {
            try? await refuse(refusal)
        } catch {
            // The client left, or the registry closed the connection: nothing to answer.
        }
    }

    /// Reads until a complete head, starting with bytes left from the last request.
    ///
    /// - Throws: ``HTTPRefusal`` past a limit or on bad grammar; the socket's error when the client leaves.
    private func readHead(after leftover: [UInt8]) async throws -> (RequestHead, [UInt8]) {
        var reader = RequestHeadReader(limits: limits)
        var outcome = RequestHeadReader.Outcome.needMore
        if leftover.isEmpty {
            await registry.enter(.idle, for: id)
        } else {
            await registry.enter(.reading, for: id)
            outcome = reader.consume(leftover)
        }
        while case .needMore = outcome {
            let bytes = try await socket.read(atMost: 4_096)
            if !reader.hasStarted { await registry.enter(.reading, for: id) }
            outcome = reader.consume(bytes)
        }
        switch outcome {
        case .complete(let head, let rest): return (head, rest)
        case .refused(let refusal): throw refusal
        case .needMore: preconditionFailure("the read loop ends only on a complete head or a refusal")
        }
    }

    /// Reads and drops the body (the API reads none); returns the bytes after it.
    private func skipBody(of length: Int, after rest: [UInt8]) async throws -> [UInt8] {
        guard rest.count < length else { return Array(rest.dropFirst(length)) }
        var remaining = length - rest.count
        while remaining > 0 {
            remaining -= try await socket.read(atMost: min(remaining, 4_096)).count
        }
        return []
    }

    /// Writes the head, then every event as it comes, until the feed ends, the client leaves,
    /// or the client stops reading and its outbox overflows.
    private func stream(_ events: AsyncStream<String>, answering parsed: ParsedRequest, with response: InspectorResponse) async throws {
        await registry.enter(.writing, for: id)
        let head = ResponseBytes.head(
            status: response.status, contentType: response.contentType, contentLength: nil, keepAlive: false, extra: response.headers)
        try await socket.write(Data(head))
        guard !parsed.isHead else { return }
        await registry.enter(.streaming, for: id)
        let outbox = EventOutbox(limit: limits.eventBufferBytes)
        let socket = self.socket
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await message in events { try await outbox.push(message) }
                await outbox.finish()
            }
            group.addTask {
                while let bytes = await outbox.take() { try await socket.write(Data(bytes)) }
            }
            for try await _ in group {}
        }
    }

    /// Answers with the refusal, then reads and drops what the client still sends (up to
    /// ``ServerLimits/drainBytes``, for ``ServerLimits/drainTimeout``), so that it reads the
    /// answer rather than a reset.
    private func refuse(_ refusal: HTTPRefusal) async throws {
        await registry.enter(.writing, for: id)
        try await socket.write(Data(ResponseBytes.refusal(refusal)))
        socket.socket.shutdownWrites()
        await registry.enter(.draining, for: id)
        var drained = 0
        while drained < limits.drainBytes {
            drained += try await socket.read(atMost: 4_096).count
        }
    }
}

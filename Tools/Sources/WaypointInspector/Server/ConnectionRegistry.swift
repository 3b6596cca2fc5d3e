import FlyingSocks

/// The owner of every connection's task: admits new connections (closing an idle one, or
/// refusing, at the cap), moves them between phases, and closes those whose time ran out.
///
/// Only a connection's own task closes its socket; the registry only cancels the task, which
/// wakes it from any read or write. So no descriptor is closed under a waiting read, and none is
/// closed twice.
actor ConnectionRegistry {
    private let limits: ServerLimits
    private var table: ConnectionTable
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    init(limits: ServerLimits) {
        self.limits = limits
        table = ConnectionTable(limits: limits)
    }

    /// Starts serving `socket` with `serve`, making room first at the cap.
    ///
    /// - Returns: false when every connection is busy: the caller refuses this one.
    func admit(_ socket: AsyncSocket, serve: @escaping @Sendable (AsyncSocket, Int) async -> Void) -> Bool {
        if table.count >= limits.connections {
            guard let victim = table.evict() else { return false }
            tasks[victim]?.cancel()
        }
        nextID += 1
        let id = nextID
        table.open(id, at: .now)
        // Inserted in this same turn of the actor, so the task's `closed` always finds it.
        tasks[id] = Task {
            await serve(socket, id)
            try? socket.close()
            self.closed(id)
        }
        return true
    }

    /// `id` starts `phase`; an event stream beyond the limit closes the oldest.
    func enter(_ phase: ConnectionTable.Phase, for id: Int) {
        table.enter(phase, for: id, at: .now)
        if phase == .streaming {
            for excess in table.excessStreams() { tasks[excess]?.cancel() }
        }
    }

    /// Closes the connection that has waited longest without a request, to free its descriptor.
    ///
    /// - Returns: Whether there was one.
    func evictOne() -> Bool {
        guard let victim = table.evict() else { return false }
        tasks[victim]?.cancel()
        return true
    }

    /// Closes every connection whose phase's clock has run out.
    func expire() {
        for id in table.expire(at: .now) { tasks[id]?.cancel() }
    }

    /// Closes every connection and waits until each task has ended.
    func closeAll() async {
        let running = Array(tasks.values)
        for task in running { task.cancel() }
        for task in running { await task.value }
    }

    private func closed(_ id: Int) {
        table.remove(id)
        tasks[id] = nil
    }
}

/// Runs `operation` until it returns or `timeout` passes, whichever comes first.
///
/// The operation runs in its own task, which is cancelled when the time is up; the caller never
/// waits longer than `timeout` even if the operation ignores cancellation.
@MainActor
func withDeadline<Value: Sendable>(
    _ timeout: Duration, _ operation: @escaping @MainActor () async -> Value?
) async -> Value? {
    let race = Race<Value>()
    return await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        race.continuation = continuation
        race.work = Task { @MainActor in race.finish(await operation()) }
        race.timer = Task { @MainActor in
            try? await Task.sleep(for: timeout)
            race.finish(nil)
        }
    }
}

/// The first of the operation and the timer to finish resumes the waiting caller, once.
@MainActor
private final class Race<Value: Sendable> {
    var continuation: CheckedContinuation<Value?, Never>?
    var work: Task<Void, Never>?
    var timer: Task<Void, Never>?

    func finish(_ value: Value?) {
        guard let continuation else { return }
        self.continuation = nil
        work?.cancel()
        timer?.cancel()
        continuation.resume(returning: value)
    }
}

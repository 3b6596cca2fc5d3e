import FlyingSocks
import Foundation

extension InspectorServer {
    /// Accepts connections until the task is cancelled or the listener fails for good.
    ///
    /// When `accept` fails for want of a descriptor (`EMFILE`, `ENFILE`), the loop does not
    /// end — which would close the listener for good while the app runs on. It closes the
    /// connection that has waited longest without a request (its descriptor is then free) and
    /// retries at once; with none to close, it retries after a pause that doubles up to
    /// ``ServerLimits/acceptBackoffCeiling``. It reports the trouble once per episode: an episode
    /// ends after a minute without the failure. At the connection cap with every connection
    /// busy, a new one gets a 503 and is closed.
    static func accept(
        on listener: AsyncSocket, into registry: ConnectionRegistry, limits: ServerLimits, report: @Sendable (String) -> Void,
        serve: @escaping @Sendable (AsyncSocket, Int) async -> Void
    ) async {
        var pause: Duration?
        var lastExhaustion: ContinuousClock.Instant?
        while !Task.isCancelled {
            do {
                let socket = try await listener.accept()
                pause = nil
                if await !registry.admit(socket, serve: serve) {
                    _ = try? socket.socket.write(Data(ResponseBytes.refusal(HTTPRefusal(503, "the inspector is busy; try again"))))
                    try? socket.close()
                }
            } catch let error as SocketError where error.isResourceExhaustion {
                if lastExhaustion.map({ ContinuousClock.now - $0 > .seconds(60) }) ?? true {
                    report("Waypoint inspector: no file descriptor left to accept a connection (\(error.localizedDescription)); closing idle connections and retrying")
                }
                lastExhaustion = .now
                if await registry.evictOne() {
                    // Its task closes the socket once woken: let it run, then take the next connection.
                    try? await Task.sleep(for: .milliseconds(1))
                } else {
                    let next = min(limits.acceptBackoffCeiling, (pause ?? .milliseconds(5)) * 2)
                    pause = next
                    try? await Task.sleep(for: next)
                }
            } catch let error as SocketError where error.isTransientAcceptFailure {
                continue
            } catch {
                return
            }
        }
    }
}

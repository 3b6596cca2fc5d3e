// The script narrates like a tool: the queue a request waits in (`RoutingEvent.Kind.queued`) is
// for tools; an app reads it only in the event's description.
@_spi(Inspection) import Waypoint

extension Player {
    /// Writes one hub event as `hub  session N (url): what happened`, followed by why when the
    /// request waits.
    ///
    /// Changes of the screens are left out: the script prints the screens itself.
    func report(_ event: RoutingEvent) {
        if case .navigated = event.kind { return }
        guard let session = event.session, let url = event.url else { return }
        out.say("  hub  \(DemoText.session(session, in: event.scene)) (\(url)): \(event.kind)")
        if let why = reason(for: event.kind) { out.say("         why: \(why)") }
    }

    /// Why a request waits, read from the app at the moment it starts waiting.
    func reason(for kind: RoutingEvent.Kind) -> String? {
        switch kind {
        case .queued(.untilNavigator):
            "the app has not registered its window's navigator yet (nothing is on screen), so the hub holds the request"
        case .queued(.behindPreparing):
            "another session is still preparing its flow and this route's policy is to queue behind it"
        case .queued(.untilScene(let kind)):
            "this route shows only in a \(kind) window and none is open; the hub asked the platform for one and replays the request there"
        case .parked(.authenticated):
            "the route needs a logged-in user and nobody is logged in; the hub keeps the link and replays it after login"
        case .parked(.unlocked):
            "\(busyReason()); the route's policy is to wait (`deferUntilUnlocked`) rather than cover it, so the hub replays it once the screen is free"
        case .parked(let condition):
            "a guard asked it to wait until `\(condition)`"
        default:
            nil
        }
    }

    /// What makes the main window busy for a request from outside the app: a lock or a modal.
    func busyReason() -> String {
        if let lock = bank.hub.lockReasons().first { return "a flow locked the hub (\(lock))" }
        if let modal = bank.navigator.state.modals.last {
            let screen = modal.content.screens.last.map { " \($0.id) \($0.destination)" } ?? ""
            return "a \(modal.style)\(screen) is still open, so the screen is busy for a request from outside the app"
        }
        return "the screen is busy"
    }

    /// Writes the app coordinator's choice of root flow for the app's state.
    func reportRoot(_ flow: any RunningFlow, for state: AppCoordinator.State) {
        out.say("  app  app state \(state) → the app coordinator starts `\(flow.id)` as the root flow (\(DemoText.rootFlow(flow)))")
    }
}

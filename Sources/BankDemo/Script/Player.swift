import Foundation
import Waypoint
// The transcript narrates the host steps the in-memory host performed: a host-authoring view.
@_spi(HostAuthoring) import WaypointNavigation

/// Plays the demo's scenes on one bank app and writes what happens to the transcript: the
/// requests, the hub's and the app coordinator's decisions (with why a request waits), the host
/// steps and the screens on display.
@MainActor
final class Player {
    /// The running app; the relaunched one after the restoration scene.
    private(set) var bank: BankApp
    let out: Transcript
    /// Whether flow diagrams are printed whole (`--diagrams`) instead of summarised.
    let showsDiagrams: Bool
    private var stepsShown = 0
    private var sessions: [NavigationSubscription] = []
    private var events: NavigationSubscription?

    init(bank: BankApp, out: Transcript, showsDiagrams: Bool = false) {
        self.bank = bank
        self.out = out
        self.showsDiagrams = showsDiagrams
        listen(to: bank)
    }

    /// Plays one scene: its heading, what it starts from, then its own lines.
    func play(_ scene: DemoScene) async throws {
        out.heading(scene)
        if let startsFrom = scene.startsFrom { out.say("(from earlier scenes: \(startsFrom))") }
        try await scene.play(self)
    }

    /// Follows the hub's events and the app coordinator's choices of root flow.
    func listen(to app: BankApp) {
        events?.cancel()
        events = app.hub.onEvent { [weak self] event in self?.report(event) }
        app.onRootFlow = { [weak self] state, flow in self?.reportRoot(flow, for: state) }
    }

    /// Stops following the hub (the end of the script).
    func stopListening() {
        events?.cancel()
        events = nil
    }

    /// Replaces the app with a relaunched one, as a new process would.
    func replace(with relaunched: BankApp) {
        bank = relaunched
        stepsShown = 0
        listen(to: relaunched)
    }

    // MARK: - Requests and settling

    func open(_ url: String, from source: RequestSource) {
        out.say("open \(url) from \(source)")
        let session = bank.hub.start(url: url, source: source)
        // After the hub's `state failed` line, also when the session fails later (its window closed).
        let refusedAtOnce = session.isFinished
        sessions.append(session.subscribe(onError: { [out] error in
            if refusedAtOnce { out.say("  ✗ \(error)") } else { Task { @MainActor in out.say("  ✗ \(error)") } }
        }))
    }

    /// Lets every queued task and transition run, then reports the host steps they took.
    func settle() async {
        for _ in 0..<200 { await Task.yield() }
        await bank.navigator.settle()
        let steps = bank.host.performedSteps.dropFirst(stepsShown)
        stepsShown = bank.host.performedSteps.count
        if !steps.isEmpty { out.say("  host \(steps.map(\.description).joined(separator: ", "))") }
    }

    /// Waits for work on other actors (the card service) to show, then settles.
    func settle(until done: () -> Bool) async {
        for _ in 0..<100_000 where !done() { await Task.yield() }
        await settle()
    }

    /// Settles another window and reports its host's steps.
    func settleWindow(_ id: SceneID) async {
        for _ in 0..<200 { await Task.yield() }
        await bank.windows.navigator(id)?.settle()
        let steps = bank.windows.hosts[id]?.performedSteps ?? []
        if !steps.isEmpty { out.say("  host \(id) \(steps.map(\.description).joined(separator: ", "))") }
    }

    // MARK: - What is on display

    /// The navigation tree, each line marked `│`; a screen's owner started by a hub session
    /// names the session (``DemoText/owner(_:)``).
    func tree(_ navigator: Navigator? = nil) -> String {
        String(describing: (navigator ?? bank.navigator).state).split(separator: "\n").map { line in
            guard let owner = line.range(of: "owner: ", options: .backwards) else { return "  │ " + line }
            return "  │ " + line[..<owner.upperBound] + DemoText.owner(String(line[owner.upperBound...]))
        }.joined(separator: "\n")
    }

    /// The screens of the main window, bottom first, as `overview › block(id: 42)`.
    func onScreen() -> String {
        let screens = bank.navigator.state.screens.map { "\($0.destination)" }
        return screens.isEmpty ? "nothing" : screens.joined(separator: " › ")
    }

    /// The flows still in memory, as `main, transfer (session 10)`.
    func liveFlows() -> String {
        bank.flows.alive.map(DemoText.owner).joined(separator: ", ")
    }

    /// The one stack a compact width shows for the split filling the window.
    func collapsedStack() -> String {
        guard case .split(let split)? = bank.navigator.state.root else { return "no split" }
        return split.collapsed.map { "\($0.id) \($0.destination)" }.joined(separator: " › ")
    }
}

struct DemoError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

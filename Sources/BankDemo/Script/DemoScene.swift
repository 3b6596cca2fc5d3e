/// One scene of the demo script: what the transcript prints as a numbered heading and what the
/// inspector plays as one step.
///
/// ``all`` is the one list of scenes: `swift run waypoint-demo` plays it in order, `--scene N`
/// plays scene N after the earlier scenes set the app up without printing, `--help` lists it,
/// and ``DemoPlayer`` plays it one scene per step.
///
/// ```swift
/// let scene = DemoScene.all[4]
/// scene.number    // 5
/// scene.title     // "Product details as a state machine: checked, drawn, run from a link and in one line"
/// scene.designs   // [.flowEngine]
/// ```
public struct DemoScene: Sendable {
    /// The scene's number, from 1.
    public let number: Int
    /// What happens, in one line.
    public let title: String
    /// The designs the scene shows.
    public let designs: [DemoDesign]
    /// What the scene starts from that earlier scenes left, when that matters to read it.
    public let startsFrom: String?
    let play: @MainActor @Sendable (Player) async throws -> Void

    init(
        _ number: Int, _ title: String, _ designs: [DemoDesign], startsFrom: String? = nil,
        play: @escaping @MainActor @Sendable (Player) async throws -> Void
    ) {
        self.number = number
        self.title = title
        self.designs = designs
        self.startsFrom = startsFrom
        self.play = play
    }

    /// Every scene, in the order the script plays them; scene `n` is `all[n - 1]`.
    public static let all: [DemoScene] = [
        DemoScene(1, "Cold start: a push notification arrives before any screen exists", [.coordinators, .routingHub]) {
            try await $0.coldStart()
        },
        DemoScene(
            2, "The user logs in; the parked link resumes behind authentication", [.coordinators, .routingHub],
            startsFrom: "the login screen, and the card link of session 1 parked in the hub"
        ) { try await $0.logIn() },
        DemoScene(
            3, "A card screen bound to a view model: controller → view model → view controller", [.boundScreen],
            startsFrom: "the card sheet session 1 opened after the login"
        ) { try await $0.blockCard() },
        DemoScene(4, "A universal link builds only the missing screens", [.deepLinks]) { try await $0.accountLinks() },
        DemoScene(5, "Product details as a state machine: checked, drawn, run from a link and in one line", [.flowEngine]) {
            try await $0.productFlow()
        },
        DemoScene(6, "Sources and trust: what an outside link may open", [.routingHub]) { try await $0.trust() },
        DemoScene(7, "A dry run explains a link without touching navigation", [.routingHub]) { try await $0.dryRun() },
        DemoScene(8, "The backend disables card blocking; links fall back to help", [.routingHub]) {
            try await $0.overrides()
        },
        DemoScene(
            9, "A bad manifest is rejected whole; the previous overrides stay", [.routingHub],
            startsFrom: "the overrides scene 8 loaded, and the help sheet it opened, still on screen"
        ) { try await $0.badManifest() },
        DemoScene(10, "A lost card: a detent sheet, an alert, a confirmation dialog, a popover", [.coordinators]) {
            try await $0.cardSafety()
        },
        DemoScene(11, "A transfer: a child coordinator returns a typed result; a lock holds a push", [.coordinators, .routingHub]) {
            try await $0.transfer()
        },
        DemoScene(12, "App states the bank defines: guest and offline; a link waits for login", [.coordinators, .routingHub]) {
            try await $0.appStates()
        },
        DemoScene(13, "Two windows: each has its own navigation, and a link goes to the right one", [.routingHub]) {
            try await $0.twoWindows()
        },
        DemoScene(14, "An iPad split view: columns on a wide window, one stack on a narrow one", [.deepLinks]) {
            try await $0.splitView()
        },
        DemoScene(15, "Save, relaunch, restore mid-flow", [.flowEngine, .coordinators], startsFrom: "the main flow on its home, logged in") {
            try await $0.relaunchMidFlow()
        },
        DemoScene(16, "The end: who is still alive", [.coordinators]) { try await $0.theEnd() },
    ]
}

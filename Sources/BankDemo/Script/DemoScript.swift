import Foundation
import Waypoint

/// The demo bank app, played as a script on the in-memory host: every line it prints is the
/// navigation state, the hub's decisions and the flows' lifecycles — the same in every run.
@MainActor
public enum DemoScript {
    /// Plays the whole script and returns what it printed.
    ///
    /// - Parameter echo: Called with each line as it is printed.
    /// - Returns: The transcript.
    public static func run(echo: @escaping (String) -> Void = { print($0) }) async throws -> String {
        let player = try DemoPlayer(echo: echo)
        while try await player.playNext() {}
        return player.transcript
    }
}

@MainActor
final class Player {
    /// The running app; the relaunched one after the restoration scene.
    private(set) var bank: BankApp
    let out: Transcript
    private var stepsShown = 0
    private var sessions: [RoutingSubscription] = []
    private var events: RoutingSubscription?

    init(bank: BankApp, out: Transcript) {
        self.bank = bank
        self.out = out
    }

    func play(step: Int) async throws {
        switch step {
        case 1:
            events = bank.hub.onEvent { [out] event in out.say("  hub  \(event)") }
            out.say("Waypoint demo bank — every screen is one value; the in-memory host has UIKit's rules.")
            try await coldStart()
        case 2: try await logIn()
        case 3: try await blockCard()
        case 4: try await accountLinks()
        case 5: try await productFlow()
        case 6: try await trust()
        case 7: try await overrides()
        case 8: try await cardSafety()
        case 9: try await transfer()
        case 10: try await appStates()
        case 11: try await twoWindows()
        case 12: try await splitView()
        case 13: try await relaunchMidFlow()
        default:
            out.scene(16, "The end: who is still alive")
            out.say(tree())
            out.say("flows in memory: \(bank.flows.alive.joined(separator: ", "))")
            events?.cancel()
        }
    }

    // MARK: - Scenes

    func coldStart() async throws {
        out.scene(1, "Cold start: a push notification arrives before any screen exists")
        open("nuapp://cards/42/block", from: .pushNotification)
        await bank.launch()
        await settle()
        out.say(tree())
    }

    func logIn() async throws {
        out.scene(2, "The user logs in; the parked link resumes behind authentication")
        bank.login?.logIn(as: "ana")
        await settle()
        out.say(tree())
    }

    func blockCard() async throws {
        out.scene(3, "Nubank's card screen: controller → view model → view controller")
        guard let flow = bank.cardBlock, let screen = flow.viewController else { throw DemoError("no card flow on screen") }
        await settle(until: { !screen.boundModels.isEmpty })
        out.say("view:\n" + screen.view.lines.map { "  " + $0 }.joined(separator: "\n"))
        screen.tapButton()
        await settle(until: { screen.boundModels.count >= 2 })
        out.say("after tapping the button:\n" + screen.view.lines.map { "  " + $0 }.joined(separator: "\n"))
        out.say("the user pulls the sheet down")
        try bank.host.swipeDown()
        await settle()
        out.say(tree())
    }

    func accountLinks() async throws {
        out.scene(4, "DNB's deep links: a universal link builds only the missing screens")
        open("https://bank.example/accounts/7", from: .universalLink)
        await settle()
        out.say(tree())
        out.say("from an account, a link to another account replaces only the last screen:")
        open("nuapp://accounts/9", from: .pushNotification)
        await settle()
        out.say(tree())
        out.say("the link of what is on screen: \(bank.hub.url(for: bank.navigator.state) ?? "none")")
        out.say("the user taps Back twice; the link flows leave with their screens")
        try bank.host.popInteractively()
        await settle()
        try bank.host.popInteractively()
        await settle()
        out.say(tree())
        out.say("flows in memory: \(bank.flows.alive.joined(separator: ", "))")
    }

    func productFlow() async throws {
        out.scene(5, "Revolut's flow engine: product details as a state machine")
        out.say(FlowGraph(ProductDetailsFlow(productID: 1)).mermaid)
        let findings = FlowGraph(ProductDetailsFlow(productID: 1)).check()
        out.say("checks: \(findings.isEmpty ? "no findings" : findings.map(\.description).joined(separator: "; "))")
        open("nuapp://invest/products/1", from: .inApp)
        await settle()
        guard let performer = bank.productPerformer else { throw DemoError("no product flow on screen") }
        out.say("the user opens the related product, then orders it")
        performer.showRelated?()
        await settle()
        performer.addToOrder?()
        await settle()
        out.say(tree())
        performer.confirm?()
        await settle()
        out.say(tree())
        out.say("from any screen, one line runs the same flow and returns its typed result:")
        let oneLine = ProductPerformer()
        let order = Task { try await FlowRunner(navigator: bank.navigator).run(ProductDetailsFlow(productID: 3), performer: oneLine) }
        await settle(until: { oneLine.addToOrder != nil })
        oneLine.addToOrder?()
        await settle(until: { oneLine.confirm != nil })
        oneLine.confirm?()
        out.say("result: \(try await order.value)")
        await settle()
        out.say(tree())
    }

    func trust() async throws {
        out.scene(6, "Sources and trust: what an outside link may open")
        open("nuapp://settings/developer", from: .externalApp)
        open("nuapp://web?url=https://evil.example/login", from: .externalApp)
        open("nuapp://acounts/7", from: .inApp)
        open("https://bank.example/accounts/0", from: .universalLink)
        await settle()
        out.scene(7, "A dry run explains a link without touching navigation")
        out.say(bank.hub.plan(for: "nuapp://accounts/7?utm_source=mail", source: .pushNotification).description)
    }

    func overrides() async throws {
        out.scene(8, "The backend disables card blocking; links fall back to help")
        let manifest = """
            {"version": 1,
             "routes": {"cards.block": {"disabled": {"fallback": "nuapp://help/cards/blocking"}}},
             "redirects": [{"from": "cartoes/:id/bloquear", "to": "nuapp://cards/:id/block"}]}
            """
        do {
            try bank.hub.loadOverrides(Data(manifest.utf8))
            out.say("overrides loaded")
        } catch {
            out.say("overrides rejected: \(error)")
        }
        open("nuapp://cartoes/42/bloquear", from: .pushNotification)
        await settle()
        out.say(tree())
        out.scene(9, "A bad manifest is rejected whole; the previous overrides stay")
        do {
            try bank.hub.loadOverrides(Data(#"{"version": 2, "routes": {"nope": {}}}"#.utf8))
        } catch {
            out.say("rejected: \(error)")
        }
        out.say("the loaded overrides still apply:")
        out.say(bank.hub.plan(for: "nuapp://cards/42/block", source: .pushNotification).description)
        out.say("the user reads the help page and pulls it down")
        try bank.host.swipeDown()
        await settle()
    }

    func cardSafety() async throws {
        out.scene(10, "A lost card: a detent sheet, an alert, a confirmation dialog, a popover")
        let flow = bank.track(CardSafetyCoordinator(navigator: bank.navigator, cardID: 42, service: bank.cards))
        await flow.launch()
        await settle()
        out.say(tree())
        out.say("the user reports the card lost; the flow asks before blocking it")
        let report = Task { try await flow.reportLost() }
        await settle(until: { self.bank.navigator.state.modals.last?.style == .alert })
        out.say(tree())
        out.say("the user picks \"Block\"; the flow asks about a replacement")
        try bank.host.chooseAlertAction(0)
        await settle(until: { self.bank.navigator.state.modals.last?.style == .confirmationDialog })
        out.say(tree())
        out.say("the app goes to the background: the system dismisses the dialog, which answers \"Not now\"")
        try bank.host.dismissAlertBySystem()
        out.say("flow: \(try await report.value)")
        await settle()
        out.say("the user opens the limits: a popover, shown as a sheet in a compact width")
        try flow.showLimits()
        await settle()
        out.say(tree())
        out.say("the window grows to a regular width: the popover is a popover again (no host step)")
        try bank.host.changeWidth(.regular)
        await settle()
        out.say(tree())
        out.say("the user taps outside the popover, then Done")
        try bank.host.swipeDown()
        await settle()
        flow.done()
        await settle()
        out.say(tree())
    }

    func transfer() async throws {
        out.scene(11, "A transfer: a child coordinator returns a typed result; hub.lock holds a push")
        open("nuapp://transfer", from: .inApp)
        await settle()
        guard let flow = bank.transfer else { throw DemoError("no transfer flow on screen") }
        let choosing = Task { try await flow.chooseAccount() }
        await settle(until: { flow.picker != nil })
        out.say(tree())
        out.say("the user picks account 7; the picker finishes and its parent gets an Int")
        flow.picker?.pick(7)
        out.say("parent received account \(try await choosing.value)")
        await settle()
        out.say("the user confirms 100: the transfer locks the hub")
        try flow.confirm(amount: 100)
        out.say("locks: \(bank.hub.lockReasons.joined(separator: ", "))")
        open("nuapp://help/transfers", from: .pushNotification)
        await settle()
        out.say(tree())
        out.say("the user approves: the lock goes and the waiting push opens its sheet")
        flow.approve()
        await settle()
        out.say(tree())
        out.say("the user pulls the help down, then closes the transfer: the flow ends with its screens")
        try bank.host.swipeDown()
        await settle()
        let result = Task { await flow.ended() }
        flow.done()
        out.say("transfer: \(await result.value)")
        await settle()
        out.say(tree())
    }

    func appStates() async throws {
        out.scene(12, "App states the bank defines: guest and offline; a link waits for login")
        out.say("the user logs out and browses as a guest (AppState.guest, defined by the bank)")
        bank.session.browseAsGuest()
        await bank.app.refresh()
        await settle()
        out.say(tree())
        out.say("a push for an account needs a user: it waits in the hub")
        open("nuapp://accounts/7", from: .pushNotification)
        await settle()
        out.say("the connection drops (AppState.offline, defined by the bank)")
        bank.session.goOffline()
        await bank.app.refresh()
        await settle()
        out.say(tree())
        out.say("back online, the user logs in: the main flow starts and the parked link opens")
        bank.session.logIn()
        await bank.app.refresh()
        await settle()
        out.say(tree())
        out.say("the user goes back home; the link's flow leaves with its screens")
        try bank.host.popInteractively()
        await settle()
        try bank.host.popInteractively()
        await settle()
        out.say(tree())
    }

    func relaunchMidFlow() async throws {
        out.scene(15, "Save, relaunch, restore mid-flow")
        guard let main = bank.main else { throw DemoError("no main flow") }
        out.say("the main flow runs the product-details flow as its child; the user adds product 3 to the order")
        try await main.orderProduct(3)
        await settle()
        bank.productPerformer?.addToOrder?()
        await settle()
        out.say(tree())
        let report = try await relaunch()
        out.say(report.description)
        await settle()
        out.say("  (\(bank.host.transitions.contains(where: \.animated) ? "animated" : "no step animated"): a restore never animates)")
        out.say(tree())
        guard let restoredMain = bank.main else { throw DemoError("the main flow was not restored") }
        out.say("the user pulls the order sheet down: the restored run is back at the product")
        try bank.host.swipeDown()
        await settle()
        out.say(tree())
        out.say("the user adds the product to the order again and confirms; the result reaches the main flow")
        bank.productPerformer?.addToOrder?()
        await settle()
        bank.productPerformer?.confirm?()
        await settle()
        out.say(tree())
        out.say("main flow's orders: \(restoredMain.orders.joined(separator: ", "))")
    }

    /// Saves the running app's navigation, relaunches the app as a new process would, and
    /// restores it there; the player goes on with the relaunched app.
    func relaunch() async throws -> RestorationReport {
        let saved = try SavedNavigation(saving: bank.navigator)
        out.say("the app goes to the background and saves its navigation with the flows owning it:")
        for flow in saved.flows {
            let parent = flow.isAppRoot ? ", the app's root flow for \(flow.appState?.description ?? "any state")" : flow.parent.map { ", child of \($0)" } ?? ""
            out.say("  \(flow.id): kind \(flow.kind?.description ?? "none")\(parent)\(flow.data == nil ? "" : ", with its steps")")
        }
        let data = try saved.encoded()
        out.say("the system ends the process; the user opens the app again, still logged in (the session survived in the keychain)")
        let relaunched = try BankApp(wrapHost: bank.wrapHost)
        relaunched.session.logIn()
        events?.cancel()
        events = relaunched.hub.onEvent { [out] event in out.say("  hub  \(event)") }
        bank = relaunched
        stepsShown = 0
        return try await relaunched.restore(data)
    }

    func twoWindows() async throws {
        out.scene(13, "Two windows: each has its own navigation, and a link goes to the right one")
        out.say("a push for a support chat arrives; no support window is open, so the hub asks the platform for one")
        open("nuapp://support/chat/cards", from: .pushNotification)
        await settle()
        guard let support = bank.windows.hosts.keys.first, let chat = bank.windows.navigator(support) else {
            throw DemoError("no support window opened")
        }
        await settleWindow(support)
        out.say("window \(support):")
        out.say(tree(chat))
        out.say("the user goes back to the main window; a help link opens in the active window")
        bank.hub.activate(scene: .main)
        open("nuapp://help/cards", from: .inApp)
        await settle()
        out.say("windows: " + bank.hub.scenes.map { "\($0.id) (\($0.kind))" }.joined(separator: ", ") + "; active: \(bank.hub.activeScene.map(\.name) ?? "none")")
        out.say(tree())
        out.say("the user pulls the help page down")
        try bank.host.swipeDown()
        await settle()
        out.say("the user closes the support window: the chat flow ends with it")
        bank.windows.close(support)
        await settle()
        out.say("flows in memory: \(bank.flows.alive.joined(separator: ", "))")
    }

    func splitView() async throws {
        out.scene(14, "An iPad split view: columns on a wide window, one stack on a narrow one")
        guard let overview = bank.navigator.state.root?.screens.first else { throw DemoError("no home screen") }
        out.say("the app lays out the wide window as a split: home in the sidebar, nothing picked")
        try bank.navigator.execute(.setRoot(.split(SplitColumns(sidebar: [overview], content: [], detail: []))))
        await settle()
        out.say(tree())
        open("https://bank.example/accounts/7", from: .universalLink)
        await settle()
        out.say("the link opened the list in the content column and the account in the detail column")
        out.say(tree())
        out.say("the window narrows to a compact width: the columns collapse into one stack (no host step)")
        try bank.host.changeWidth(.compact)
        await settle()
        out.say("  compact stack: \(collapsedStack())")
        out.say("the user taps Back on the collapsed stack: the account closes")
        try bank.host.popInteractively()
        await settle()
        out.say("  compact stack: \(collapsedStack())")
        out.say("the window grows again: the list keeps its column, no account is picked")
        try bank.host.changeWidth(.regular)
        await settle()
        out.say(tree())
        out.say("the app puts its single-stack home back (the next scenes run on a phone): the link's flow leaves with the list")
        try bank.navigator.execute(.setRoot(.stack([overview])))
        await settle()
    }

    // MARK: - Helpers

    /// The one stack a compact width shows for the split filling the window.
    func collapsedStack() -> String {
        guard case .split(let split)? = bank.navigator.state.root else { return "no split" }
        return split.collapsed.map { "\($0.id) \($0.destination)" }.joined(separator: " › ")
    }

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

    func tree(_ navigator: Navigator? = nil) -> String {
        String(describing: (navigator ?? bank.navigator).state).split(separator: "\n").map { "  │ " + $0 }.joined(separator: "\n")
    }
}

struct DemoError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

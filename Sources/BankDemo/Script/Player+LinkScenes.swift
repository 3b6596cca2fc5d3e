import Waypoint

// The scenes where links meet the screens on display: a link builds only what is missing, in
// one window or another, in a stack or in the columns of a split view.
extension Player {
    func accountLinks() async throws {
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
        out.outcome("the first link built the list and account 7 in one host step, the second replaced only the account; Back released both link flows (flows in memory: \(liveFlows()))")
    }

    func twoWindows() async throws {
        out.say("a push for a support chat arrives; no support window is open, so the hub asks the platform for one")
        open("nuapp://support/chat/cards", from: .pushNotification)
        await settle()
        guard let support = bank.windows.hosts.keys.first, let chat = bank.windows.navigator(support) else {
            throw DemoError("no support window opened")
        }
        await settleWindow(support)
        out.say("window \(support) (each window numbers its own screens):")
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
        out.outcome("the chat ran in a support window the hub asked for and ended when it closed; the help link used the active main window (flows in memory: \(liveFlows()))")
    }

    func splitView() async throws {
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
        out.outcome("one link filled the content and detail columns; narrowing and widening the window moved no flow (on screen again: \(onScreen()))")
    }
}

import Waypoint

// The scenes inside one flow: a screen bound to a view model, a coordinator deciding through
// alerts and dialogs, and a child coordinator returning a typed result.
extension Player {
    func blockCard() async throws {
        guard let flow = bank.cardBlock, let screen = flow.viewController else { throw DemoError("no card flow on screen") }
        await settle(until: { !screen.boundModels.isEmpty })
        out.say("the controller maps the card's status to a view model; the view controller binds it:")
        out.say(screen.view.lines.map { "  " + $0 }.joined(separator: "\n"))
        screen.tapButton()
        await settle(until: { screen.boundModels.count >= 2 })
        out.say("after tapping the button, a new view model:")
        out.say(screen.view.lines.map { "  " + $0 }.joined(separator: "\n"))
        out.say("the user pulls the sheet down")
        try bank.host.swipeDown()
        await settle()
        out.say(tree())
        out.outcome("the screen changed only through view models; pulling the sheet down completed session 1, and its flow ends with its screens (on screen: \(onScreen()))")
    }

    func cardSafety() async throws {
        out.say("the app starts the card-safety coordinator for card 42: a sheet that rests at half height (a detent)")
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
        let answer = try await report.value
        out.say("flow: \(answer)")
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
        out.outcome("the coordinator decided through typed answers (\(answer)) and closed all it presented (on screen: \(onScreen()))")
    }

    func transfer() async throws {
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
        out.say("the user confirms 100: the transfer locks the hub (hub.lock), so no push may cover the confirmation")
        try flow.confirm(amount: 100)
        out.say("locks: \(bank.hub.lockReasons().joined(separator: ", "))")
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
        let ended = await result.value
        out.say("transfer: \(ended)")
        await settle()
        out.say(tree())
        out.outcome("the picker returned account 7 to its parent; the help push waited for the lock, then opened; the transfer ended with its screens: \(ended)")
    }
}

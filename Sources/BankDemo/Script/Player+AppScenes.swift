import Waypoint

// The scenes about the app as a whole: the app coordinator choosing the root flow for the app's
// state, links waiting for login, and who is left at the end.
extension Player {
    func coldStart() async throws {
        open("nuapp://cards/42/block", from: .pushNotification)
        out.say("the app launches: its app coordinator asks the user's session which root flow to start")
        await bank.launch()
        await settle()
        out.say(tree())
        out.outcome("the app coordinator chose the login root; the card link waits in the hub for a logged-in user (on screen: \(onScreen()))")
    }

    func logIn() async throws {
        out.say("the user logs in: the login flow finishes, so the app coordinator asks the session again")
        bank.login?.logIn(as: "ana")
        await settle()
        out.say(tree())
        out.outcome("the app coordinator chose the main root, and the parked card link opened its sheet on top (on screen: \(onScreen()))")
    }

    func appStates() async throws {
        out.say("the user logs out and browses as a guest (AppCoordinator.State.guest, defined by the bank)")
        bank.session.browseAsGuest()
        await bank.app.refresh()
        await settle()
        out.say(tree())
        out.say("a push for an account needs a user: it waits in the hub")
        open("nuapp://accounts/7", from: .pushNotification)
        await settle()
        out.say("the connection drops (AppCoordinator.State.offline, defined by the bank)")
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
        out.outcome("the app coordinator went from guest to offline to main; the account push waited for login through both, then opened (on screen: \(onScreen()))")
    }

    func theEnd() async throws {
        out.say(tree())
        out.say("every flow the script started has ended with its screens; what is left:")
        out.outcome("flows in memory: \(liveFlows())")
        stopListening()
    }
}

import Waypoint

// What the screens' buttons do, the same in both apps: a screen finds the flow that owns it
// through `Screen.owner`, and holds no reference to it (so Back releases the flow at once).
extension Bank {
    /// The login screen's button (the auth module hands it to the view): the login flow
    /// finishes and the app coordinator swaps the root to the main flow, in one transition.
    func logIn(on screen: Screen) {
        flows.flow(screen.owner, as: LoginCoordinator.self)?.logIn(as: "Ana")
    }

    /// Home's "Log out": the session changes, and the app coordinator replaces the main flow with
    /// the login flow.
    public func logOut() {
        session.logOut()
        let app = app
        Task { await app.refresh() }
    }

    /// The controller the card sheet binds (Nubank's controller), owned by the sheet's flow.
    public func cardController(for screen: Screen) -> CardController? {
        flows.flow(screen.owner, as: CardBlockCoordinator.self)?.controller
    }

    /// The card sheet's "Done": the flow finishes with the card's status and dismisses its sheet.
    public func finishCardBlock(on screen: Screen) {
        flows.flow(screen.owner, as: CardBlockCoordinator.self)?.done()
    }
}

@_spi(Tooling) import WaypointNavigation

extension Coordinator {
    /// Pushes a new screen showing `destination`, owned by this coordinator, on the top stack.
    ///
    /// ```swift
    /// try push(Bank.payments)
    /// ```
    ///
    /// - Parameter destination: What the screen shows.
    /// - Returns: The screen pushed.
    /// - Throws: ``FlowError`` (`ended` once the flow ended,
    ///   `navigation` when the navigator refuses); nothing changes then.
    @discardableResult
    public func push(_ destination: some Destination) throws(FlowError) -> Screen {
        let screen = try ownedScreen(destination)
        try perform(.push(screen))
        return screen
    }

    /// Presents a new modal level whose stack starts with a screen showing `destination`.
    ///
    /// A sheet rests at `detents` (so does a popover, which a compact width shows as such a
    /// sheet).
    ///
    /// ```swift
    /// try present(Bank.transfer, style: .sheet)
    /// try present(Cards.safety(id: 42), style: .sheet, detents: [.medium, .large])
    /// ```
    ///
    /// - Parameters:
    ///   - destination: What the first screen of the level shows.
    ///   - style: How the level is shown; a sheet by default.
    ///   - detents: The heights a sheet may rest at; full height by default.
    /// - Returns: The screen presented.
    /// - Throws: ``FlowError`` (`ended` once the flow ended,
    ///   `navigation` when the navigator refuses, e.g. above an alert); nothing
    ///   changes then.
    @discardableResult
    public func present(
        _ destination: some Destination, style: Modal.Style = .sheet, detents: [Modal.Detent] = [.large]
    ) throws(FlowError) -> Screen {
        let screen = try ownedScreen(destination)
        try perform(.present(Modal(style, .stack([screen]), detents: detents)))
        return screen
    }

    /// Replaces the top stack with new screens showing `destinations`, bottom first.
    ///
    /// Screens of other flows on that stack leave it (their owners may end).
    ///
    /// ```swift
    /// try setStack([Bank.home, Bank.payments])
    /// ```
    ///
    /// - Parameter destinations: What the screens show, bottom first; not empty.
    /// - Returns: The new screens.
    /// - Throws: ``FlowError``; nothing changes then.
    @discardableResult
    public func setStack(_ destinations: [any Destination]) throws(FlowError) -> [Screen] {
        try checkRunning()
        let screens = destinations.map { navigator.makeScreen(AnyDestination($0), owner: id) }
        try perform(.setStack(screens))
        return screens
    }

    /// Replaces everything on display with a stack whose first screen shows `destination`.
    ///
    /// ```swift
    /// try setRoot(Bank.home)
    /// ```
    ///
    /// - Parameter destination: What the root screen shows.
    /// - Returns: The root screen.
    /// - Throws: ``FlowError``; nothing changes then.
    @discardableResult
    public func setRoot(_ destination: some Destination) throws(FlowError) -> Screen {
        let screen = try ownedScreen(destination)
        try perform(.setRoot(.stack([screen])))
        return screen
    }

    /// Pops the top screen of the top stack.
    ///
    /// - Throws: ``FlowError``; nothing changes then.
    public func pop() throws(FlowError) { try perform(.pop) }

    /// Pops the top stack to its first screen.
    ///
    /// - Throws: ``FlowError``; nothing changes then.
    public func popToRoot() throws(FlowError) { try perform(.popToRoot) }

    /// Dismisses the top modal level.
    ///
    /// - Throws: ``FlowError``; nothing changes then.
    public func dismiss() throws(FlowError) { try perform(.dismiss) }

    /// Opens `link`, building its missing screens as this coordinator's own.
    ///
    /// See `DeepLink.resolve(in:makeScreen:)` for what is kept, removed and built.
    ///
    /// ```swift
    /// try open(DeepLink(Bank.account(id: 42, tab: "overview")))
    /// ```
    ///
    /// - Parameter link: Where to go.
    /// - Returns: What was kept, removed and built.
    /// - Throws: ``FlowError``: `ended`, or `navigation` with the ``NavigationError`` that
    ///   says why the link cannot be opened; nothing changes then.
    @discardableResult
    public func open(_ link: DeepLink) throws(FlowError) -> DeepLink.Resolution {
        try checkRunning()
        do {
            let resolution = try navigator.open(link, owner: id)
            if !resolution.built.isEmpty { didShowScreens() } else if resolution.isAlreadyOpen { alreadyOpenLink = resolution }
            return resolution
        } catch {
            throw FlowError(.navigation, flow: id, navigationError: error)
        }
    }

    private func ownedScreen(_ destination: some Destination) throws(FlowError) -> Screen {
        try checkRunning()
        return navigator.makeScreen(destination, owner: id)
    }

    private func checkRunning() throws(FlowError) {
        guard isActive else {
            // A flow that failed (e.g. its start() could not show its screens) says why.
            if case .failed(let failure)? = terminal {
                throw FlowError(.ended, flow: id, underlying: failure)
            }
            throw FlowError(.ended, flow: id)
        }
    }

    private func perform(_ command: NavigationCommand) throws(FlowError) {
        try checkRunning()
        do {
            let change = try navigator.execute(command)
            if change.inserted.contains(where: { $0.owner == id }) { didShowScreens() }
        } catch {
            throw FlowError(.navigation, flow: id, navigationError: error)
        }
    }
}

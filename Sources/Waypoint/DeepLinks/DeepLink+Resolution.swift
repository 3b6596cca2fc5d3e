@_spi(HostAuthoring) public import WaypointNavigation


extension DeepLink {
    /// What opening a ``DeepLink`` did: the screens it built, or that it was already open.
    ///
    /// ``Navigator/open(_:animated:fileID:line:)`` and ``Coordinator/open(_:)`` return it.
    ///
    /// ```swift
    /// let resolution = navigator.open(link)
    /// resolution?.built.count       // screens created for the link
    /// resolution?.isAlreadyOpen     // true when there was nothing to do
    /// ```
    public struct Resolution: Hashable, Sendable {
        /// The state with the link open.
        @_spi(HostAuthoring) public let target: NavigationState
        /// Screens created for the link, bottom first.
        public let built: [Screen]

        /// Whether the link was already open: the state with the link open equals the state it was
        /// resolved in.
        public let isAlreadyOpen: Bool

        /// The state the link was resolved in.
        private let start: NavigationState
        /// The screens of `start` that had to go, as the reconciliation found them.
        private let gone: [Screen]

        init(target: NavigationState, built: [Screen], isAlreadyOpen: Bool, start: NavigationState, gone: [Screen]) {
            self.target = target
            self.built = built
            self.isAlreadyOpen = isAlreadyOpen
            self.start = start
            self.gone = gone
        }

        /// Screens of the starting state that stay (unchanged, with their identities), in the order
        /// of its `screens`.
        ///
        /// Computed when read, so that opening a link does not pay for it.
        ///
        /// - Complexity: O(*n*) for *n* screens in the starting state.
        package var kept: [Screen] {
            if gone.isEmpty { return start.screens }
            let ids = Set(gone.map(\.id))
            return start.screens.filter { !ids.contains($0.id) }
        }

        /// Screens of the starting state that are gone from ``target``, in the order of its `screens`.
        ///
        /// Computed when read, so that opening a link does not pay for it.
        ///
        /// - Complexity: O(*n*) for *n* screens in the starting state.
        package var removed: [Screen] {
            if gone.isEmpty { return [] }
            let ids = Set(gone.map(\.id))
            return start.screens.filter { ids.contains($0.id) }
        }
    }
}

extension DeepLink {
    /// Computes the state in which this link is open, starting from `state`.
    ///
    /// The link's chain is cut into levels: the root stack, then one modal level for each
    /// destination whose ``LinkableDestination/presentation`` is ``DeepLink/Presentation/present(_:)``.
    /// Level by level, the state's screens are compared with the link's destinations
    /// (``LinkableDestination/matches(_:)``): the longest matching prefix is kept as it is,
    /// the screens above it go (and every modal level above a level that changes), and only the
    /// missing destinations get new screens. When the root shows tabs, the tab whose first
    /// screen matches the link's first destination is selected (the selected tab first). A link
    /// that starts with a presented destination keeps the root as it is.
    ///
    /// This is a pure function: the same inputs always give the same resolution.
    ///
    /// ```swift
    /// // On display: home → accounts → account 7. Open account 42:
    /// let resolution = try DeepLink(Bank.account(id: 42, tab: "overview"))
    ///     .resolve(in: state) { navigator.makeScreen($0, owner: .app) }
    /// resolution.kept.count    // 2 (home, accounts)
    /// resolution.built.count   // 1 (account 42)
    /// ```
    ///
    /// - Parameters:
    ///   - state: What is on display now.
    ///   - makeScreen: Builds a screen, with a fresh identity, for a missing destination.
    ///     Called bottom first, once per built screen.
    /// - Returns: The target state and the kept, removed and built screens.
    /// - Throws: ``NavigationError`` when the link starts with a presented destination and
    ///   `state` shows nothing to present it from.
    /// - Complexity: O(*n* + *m*) for *n* screens on display and *m* destinations in the link.
    package func resolve(
        in state: NavigationState, makeScreen: (AnyDestination) -> Screen
    ) throws(NavigationError) -> Resolution {
        let levels = levels
        if levels[0].items.isEmpty, state.root == nil {
            throw NavigationError(
                .nothingToPresentFrom, input: "open(\(self))", expected: "a path that starts with a pushed destination",
                found: "its first destination `\(chain[0])` presented modally, with nothing on display to present it from")
        }
        return withoutActuallyEscaping(makeScreen) { makeScreen in
            Self.resolve(levels, in: state, builder: ResolutionBuilder(makeScreen: makeScreen))
        }
    }

    /// Computes the state in which this link is open, creating missing screens with `owner`
    /// and identities from `ids`.
    ///
    /// The same as `resolve(in:makeScreen:)` with a screen factory that takes the next
    /// identity from `ids`.
    ///
    /// ```swift
    /// var ids = ScreenIDGenerator()
    /// let resolution = try DeepLink(Bank.account(id: 42, tab: "overview")).resolve(in: .empty, ids: &ids)
    /// resolution.built.map(\.destination)   // home, accounts, account 42
    /// ```
    ///
    /// - Parameters:
    ///   - state: What is on display now.
    ///   - owner: The flow that owns the built screens.
    ///   - ids: The identity generator; advanced once per built screen.
    /// - Returns: The target state and the kept, removed and built screens.
    /// - Throws: ``NavigationError`` when the link starts with a presented destination and
    ///   `state` shows nothing to present it from.
    /// - Complexity: O(*n* + *m*) for *n* screens on display and *m* destinations in the link.
    @_spi(HostAuthoring) public func resolve(
        in state: NavigationState, owner: FlowID = .app, ids: inout ScreenIDGenerator
    ) throws(NavigationError) -> Resolution {
        var generator = ids
        let resolution = try resolve(in: state) { destination in
            Screen(id: generator.next(), destination: destination, owner: owner)
        }
        ids = generator
        return resolution
    }

    private static func resolve(
        _ levels: [LinkLevel], in state: NavigationState, builder: ResolutionBuilder
    ) -> Resolution {
        var builder = builder
        var root = state.root
        var modals: [Modal] = []
        var unchanged = true
        var reused = 0
        if !levels[0].items.isEmpty {
            let result = builder.reconcile(state.root, with: levels[0].items)
            root = result.container
            unchanged = result.unchanged
        }
        for (offset, level) in levels.dropFirst().enumerated() {
            if unchanged, offset < state.modals.count, case .present(let style) = level.presentation,
                state.modals[offset].style == style
            {
                let result = builder.reconcile(state.modals[offset].content, with: level.items)
                var kept = state.modals[offset]
                kept.content = result.container
                modals.append(kept)
                unchanged = result.unchanged
                reused = offset + 1
            } else {
                modals.append(Modal(level.style, builder.newStack(level.items)))
                unchanged = false
            }
        }
        for modal in state.modals.dropFirst(reused) { builder.remove(modal.content) }
        return Resolution(
            target: NavigationState(root: root, modals: modals),
            built: builder.built,
            isAlreadyOpen: unchanged && reused == state.modals.count,
            start: state,
            gone: builder.removed
        )
    }
}

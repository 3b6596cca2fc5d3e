/// One committed change of the navigation state, as published by a ``Navigator``.
///
/// It carries both states, the screens that left and arrived (by identity), and why it
/// happened, so that owners of removed screens can be told and released.
///
/// ```swift
/// let subscription = navigator.onChange { change in
///     for owner in change.finishedOwners { coordinators[owner] = nil }
/// }
/// ```
public struct NavigationChange: Hashable, Sendable, CustomStringConvertible {
    /// Why the state changed.
    public enum Cause: Hashable, Sendable, CustomStringConvertible {
        /// ``Navigator/execute(_:animated:)`` ran a command.
        case command(NavigationCommand)
        /// ``Navigator/setState(_:animated:)`` set a target state.
        case setState
        /// The user changed what the host shows (back, swipe, pull-down, tab re-tap, an alert's
        /// button, the window's width).
        case user

        public var description: String {
            switch self {
            case .command(let command): "command \(command)"
            case .setState: "setState"
            case .user: "user"
            }
        }
    }

    /// The state before.
    public let old: NavigationState
    /// The state after.
    public let new: NavigationState
    /// Screens of `old` whose identity is not in `new`, in the order of ``NavigationState/screens``.
    public let removed: [Screen]
    /// Screens of `new` whose identity is not in `old`, in the order of ``NavigationState/screens``.
    @_spi(Tooling) public let inserted: [Screen]
    /// Why it happened.
    public let cause: Cause
    /// What the user did, when ``cause`` is ``Cause/user``.
    @_spi(HostAuthoring) public let gesture: UserGesture?

    /// Creates the change between two states.
    ///
    /// Identities are compared in display order: screens both states share at the front and at
    /// the back are skipped (whole stacks at once when both states share their storage), and
    /// only the ones in between are looked up and copied.
    ///
    /// - Complexity: O(n) identity comparisons at worst in the number of screens of both states,
    ///   O(1) per stack both share, plus O(k) for the k screens between the shared front and back.
    package init(old: NavigationState, new: NavigationState, cause: Cause) {
        self.old = old
        self.new = new
        self.cause = cause
        gesture = nil
        (removed, inserted) = ScreenRuns.difference(from: old, to: new)
    }

    /// Creates the change the user made with `gesture`.
    package init(old: NavigationState, new: NavigationState, gesture: UserGesture) {
        self.old = old
        self.new = new
        cause = .user
        self.gesture = gesture
        (removed, inserted) = ScreenRuns.difference(from: old, to: new)
    }

    /// Owners that had screens in ``old`` and have none in ``new``: their flows are over.
    ///
    /// ```swift
    /// change.finishedOwners   // ["card.block#3"]
    /// ```
    public var finishedOwners: Set<FlowID> {
        Set(old.screens.map(\.owner)).subtracting(new.screens.map(\.owner))
    }

    /// Whether the state stayed the same.
    package var isEmpty: Bool { old == new }

    public var description: String {
        "\(gesture.map { "user \($0)" } ?? cause.description): -[\(removed.map(\.id.description).joined(separator: ", "))] +[\(inserted.map(\.id.description).joined(separator: ", "))]"
    }
}

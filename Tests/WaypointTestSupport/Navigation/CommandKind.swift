/// The kinds of command ``RandomStates/command(_:for:)`` builds, in the order a shrinker prefers
/// them (a push is the simplest), weighted by how often each appears in random runs.
package enum CommandKind: Int, Sendable, CaseIterable, CustomStringConvertible {
    case push, pushAgain, pop, popTo, popToRoot, setStack, present, presentAgain, dismiss, dismissTo
    /// A new root, a split view's column or a selected tab.
    case rootColumnOrTab
    /// The visible stack reordered (or a pop where it has one screen).
    case reorder

    package var description: String { Self.names[rawValue] }

    private static let names = [
        "push", "push", "pop", "popTo", "popToRoot", "setStack", "present", "present", "dismiss", "dismissTo", "rootColumnOrTab", "reorder",
    ]
}

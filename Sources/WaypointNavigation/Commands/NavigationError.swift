/// Why a command, a target state, a host step or a gesture could not be applied.
///
/// Every failure names, in its description, the input it was given, what was expected and what
/// was found, and leaves the state untouched: nothing is ever half-applied.
///
/// ```swift
/// do {
///     _ = try NavigationState.empty.applying(.pop)
/// } catch {
///     print(error.kind)          // nothingOnDisplay
///     print(error.description)   // `pop`: expected a screen on display, found an empty state
/// }
/// ```
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The family of a failure; new kinds may be added without breaking callers.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// A stable name, such as `"popAtRoot"`: the kind's description.
        package let name: String

        private init(_ name: String) { self.name = name }

        /// Nothing is on display, so there is nothing to act on.
        package static let nothingOnDisplay = Kind("nothingOnDisplay")
        /// The container acted on is not a stack (a push into a single screen or tabs).
        package static let notAStack = Kind("notAStack")
        /// A pop in a stack that holds only its root screen.
        package static let popAtRoot = Kind("popAtRoot")
        /// A dismissal while no modal level is presented.
        package static let nothingPresented = Kind("nothingPresented")
        /// A screen identity that is not where it was looked for.
        package static let screenNotFound = Kind("screenNotFound")
        /// Two screens with the same identity.
        package static let duplicateScreenID = Kind("duplicateScreenID")
        /// A stack with no screens.
        package static let emptyStack = Kind("emptyStack")
        /// Tabs with no tab.
        package static let emptyTabs = Kind("emptyTabs")
        /// A tab index outside the tabs.
        package static let tabOutOfRange = Kind("tabOutOfRange")
        /// A tab selection where the top-most level shows no tabs.
        package static let noTabs = Kind("noTabs")
        /// A presentation level that does not exist.
        package static let levelOutOfRange = Kind("levelOutOfRange")
        /// A container path that names no container.
        package static let containerNotFound = Kind("containerNotFound")
        /// Presenting from a level that already presents another one (UIKit refuses it).
        package static let alreadyPresenting = Kind("alreadyPresenting")
        /// Modal levels without a root container to present them.
        package static let modalWithoutRoot = Kind("modalWithoutRoot")
        /// Replacing the root while modal levels are presented by it.
        package static let rootIsPresenting = Kind("rootIsPresenting")
        /// A user gesture the host does not allow where it was made.
        package static let gestureNotAllowed = Kind("gestureNotAllowed")
        /// A host step that arrived while another transition was still in flight.
        package static let transitionInFlight = Kind("transitionInFlight")
        /// A host step the host did not finish within the navigator's ``Navigator/transitionTimeout``.
        public static let transitionTimedOut = Kind("transitionTimedOut")
        /// What a platform host reports (the controllers UIKit shows, a path SwiftUI set) does
        /// not match what the host believes it shows; see `HostReader` (host authoring).
        package static let hostMismatch = Kind("hostMismatch")
        /// A level presented above an alert or a confirmation dialog (UIKit shows nothing above one).
        package static let presentedAboveAlert = Kind("presentedAboveAlert")
        /// An alert level that does not show exactly one `AlertContent` screen with at least one
        /// action and at most one that cancels.
        package static let malformedAlert = Kind("malformedAlert")
        /// A screen whose destination type no builder of the host's ``ScreenRegistry`` shows.
        public static let unknownDestination = Kind("unknownDestination")
        /// A deep link that starts with a presented destination while nothing is on display to
        /// present it from.
        package static let nothingToPresentFrom = Kind("nothingToPresentFrom")
        /// A split-view step or command where no split view (or not the named column) is.
        package static let notASplit = Kind("notASplit")

        public var description: String { name }
    }

    /// The family of the failure.
    public let kind: Kind
    /// The input that failed, as written in code (`pop`, `push(#3)`, `setStack([#1, #1])`).
    package let input: String
    /// What the input needed.
    package let expected: String
    /// What was there instead.
    package let found: String

    package init(_ kind: Kind, input: String, expected: String, found: String) {
        self.kind = kind
        self.input = input
        self.expected = expected
        self.found = found
    }

    public var description: String { "`\(input)`: expected \(expected), found \(found)" }

    /// The same failure, reported for the input that led to it (`open(transfer)` for the
    /// `setState` a deep link made).
    package func with(input: String) -> NavigationError {
        NavigationError(kind, input: input, expected: expected, found: found)
    }
}

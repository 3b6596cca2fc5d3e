public import WaypointNavigation

/// Checks that flows (coordinators, running flows) and their screens are gone after navigation.
///
/// Track each flow with the owner identity of its screens, navigate, drop your own
/// references, then read ``leaks``: a tracked object that is still alive, or whose screens are
/// still on display, is reported. Weak references are reliable for this on every platform the
/// package supports; note that a `Task` holding an object strongly keeps it alive until the
/// task ends.
///
/// ```swift
/// @Test @MainActor func theBackButtonReleasesTheAccountFlow() async throws {
///     let leaks = LeakCheck(navigator: navigator)
///     var account: AccountCoordinator? = AccountCoordinator(navigator: navigator, accountID: 42)
///     leaks.track(account!, owner: account!.id)
///     try await home.launch(account!)
///     try host.popInteractively()
///     account = nil
///     #expect(leaks.leaks.isEmpty, "\(leaks.leaks)")
/// }
/// ```
@MainActor
public final class LeakCheck {
    /// One object that outlived navigation, or screens that stayed on display.
    public struct Leak: Hashable, Sendable, CustomStringConvertible {
        /// The name the object was tracked under.
        public let name: String
        /// The owner identity of its screens.
        public let owner: FlowID
        /// Whether the object itself is still alive.
        public let isAlive: Bool
        /// Its screens still on display.
        public let screens: [Screen.ID]

        public var description: String {
            var parts: [String] = []
            if isAlive { parts.append("is still alive") }
            if !screens.isEmpty { parts.append("still shows \(screens.map(\.description).joined(separator: ", "))") }
            return "\(name) (owner \(owner)) \(parts.joined(separator: " and "))"
        }
    }

    private struct Entry {
        weak var object: AnyObject?
        let owner: FlowID
        let name: String
    }

    /// The navigator whose state is searched for left-over screens.
    public let navigator: Navigator
    private var entries: [Entry] = []

    /// Creates a check over `navigator`'s state.
    ///
    /// - Parameter navigator: The navigator the tracked flows show screens through.
    public init(navigator: Navigator) {
        self.navigator = navigator
    }

    /// Starts watching `object`, whose screens carry `owner`.
    ///
    /// The check holds `object` weakly.
    ///
    /// - Parameters:
    ///   - object: The flow (or any object) that must be released.
    ///   - owner: The owner identity of its screens.
    ///   - name: How reports name it; `owner` by default.
    public func track(_ object: AnyObject, owner: FlowID, name: String? = nil) {
        entries.append(Entry(object: object, owner: owner, name: name ?? owner.rawValue))
    }

    /// Tracked objects still alive or with screens still on display, in tracking order.
    ///
    /// - Complexity: O(*t* × *n*) for *t* tracked objects and *n* screens on display.
    public var leaks: [Leak] {
        let screens = navigator.state.screens
        return entries.compactMap { entry in
            let left = screens.filter { $0.owner == entry.owner }.map(\.id)
            guard entry.object != nil || !left.isEmpty else { return nil }
            return Leak(name: entry.name, owner: entry.owner, isAlive: entry.object != nil, screens: left)
        }
    }

    /// Records a test failure listing every leak, if there is any.
    ///
    /// Works in Swift Testing and XCTest tests alike.
    ///
    /// ```swift
    /// try host.popInteractively()
    /// account = nil
    /// leaks.expectNoLeaks()
    /// ```
    ///
    /// - Parameters:
    ///   - fileID: The test's `#fileID`, where the failure is reported (the caller's by default).
    ///   - filePath: The test's `#filePath`, where the failure is reported.
    ///   - line: The test's `#line`, where the failure is reported.
    ///   - column: The test's `#column`, where the failure is reported.
    /// - Returns: Whether nothing leaked.
    @discardableResult
    public func expectNoLeaks(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        let found = leaks
        guard !found.isEmpty else { return true }
        CallSite(fileID: fileID, filePath: filePath, line: line, column: column).fail(
            "\(found.count) leak\(found.count == 1 ? "" : "s"):\n" + indented(found.map(\.description).joined(separator: "\n"))
        )
        return false
    }
}

extension Container {
    /// What a tab bar shows for one tab: a title and the name of a system image (an SF Symbol).
    ///
    /// Tab items are part of the state, not of the platform views: a tab's item is the one its root
    /// screen's destination describes (``TabItemDestination``), read with `Container.tabItem`.
    /// Both platform hosts show it (`tabBarItem` in UIKit, `.tabItem` in SwiftUI).
    ///
    /// ```swift
    /// TabItem("Cards", systemImage: "creditcard")
    /// ```
    public struct TabItem: Hashable, Sendable, CustomStringConvertible {
        /// The tab's title.
        public var title: String
        /// The name of the tab's system image, such as `"house"`.
        public var systemImage: String

        /// Creates a tab item.
        ///
        /// - Parameters:
        ///   - title: The tab's title.
        ///   - systemImage: The name of the tab's system image.
        public init(_ title: String, systemImage: String) {
            self.title = title
            self.systemImage = systemImage
        }

        public var description: String { "\(title) (\(systemImage))" }
    }
}

// The former name of `Container.TabItem`, for this package's own code.

/// A destination that describes the tab it is the root screen of.
///
/// ```swift
/// enum Home: TabItemDestination {
///     case overview
///     var tabItem: Container.TabItem { Container.TabItem("Home", systemImage: "house") }
/// }
/// ```
public protocol TabItemDestination: Destination {
    /// The item of the tab whose root screen shows this destination.
    var tabItem: Container.TabItem { get }

    /// Whether tapping this tab while it is selected pops its stack to its root screen, as users
    /// expect; `true` by default. Return `false` for a tab whose stack must stay (a form in
    /// progress): the tap then changes nothing.
    ///
    /// ```swift
    /// var popsToRootOnReselect: Bool { self != .transfer }
    /// ```
    var popsToRootOnReselect: Bool { get }
}

extension TabItemDestination {
    /// `true`: tapping the selected tab pops its stack to its root screen, as users expect.
    public var popsToRootOnReselect: Bool { true }
}

extension Container {
    /// Whether tapping this tab again while it is selected pops its stack to the root screen:
    /// what its root screen's destination says (``TabItemDestination/popsToRootOnReselect``),
    /// `true` when it does not say.
    ///
    /// ```swift
    /// Container.stack([home, detail]).popsToRootOnReselect   // true
    /// ```
    @_spi(HostAuthoring) public var popsToRootOnReselect: Bool {
        guard case .stack(let stack) = self, let root = stack.first else { return true }
        return (root.destination.base as? any TabItemDestination)?.popsToRootOnReselect ?? true
    }

    /// The tab item of a tab: the one its root screen's destination describes, if it adopts
    /// ``TabItemDestination``. For nested tabs it is the item of their selected tab's root.
    ///
    /// ```swift
    /// Container.stack([home, detail]).tabItem   // Home (house)
    /// ```
    ///
    /// - Complexity: O(d) in the depth of nested tabs.
    @_spi(HostAuthoring) public var tabItem: TabItem? {
        switch self {
        case .screen(let screen): return (screen.destination.base as? any TabItemDestination)?.tabItem
        case .stack(let stack): return stack.first.flatMap { ($0.destination.base as? any TabItemDestination)?.tabItem }
        case .tabs(let tabs, let selected): return tabs.indices.contains(selected) ? tabs[selected].tabItem : nil
        case .split(let split): return Container.stack(split.sidebar).tabItem
        }
    }
}

import Observation

extension Navigator {
    /// The screen the user sees: the top of the visible stack of the top-most level, following
    /// selected tabs; `nil` while nothing is on display.
    ///
    /// Observable on its own: a SwiftUI view that reads it re-renders when another screen comes
    /// on top (a push, a pop, a presentation, a tab tap), not for changes under it.
    ///
    /// ```swift
    /// struct BankToolbar: View {
    ///     @Environment(Navigator.self) private var navigator
    ///     var body: some View {
    ///         if navigator.top?.destination.as(Card.self) == nil { HelpButton() }
    ///     }
    /// }
    /// ```
    public var top: Screen? {
        registrar.access(self, keyPath: \.top)
        return committed.topScreen
    }

    /// Whether a modal level (a sheet, a cover, a popover, an alert) is on display.
    ///
    /// Observable on its own, like ``top``.
    ///
    /// ```swift
    /// Button("Pay") { navigator.present(Bank.pay) }.disabled(navigator.isPresenting)
    /// ```
    public var isPresenting: Bool {
        registrar.access(self, keyPath: \.isPresenting)
        return !committed.modals.isEmpty
    }

    /// The destination of the first screen of the selected tab, when tabs fill the top-most
    /// level (the tabs ``select(tab:animated:fileID:line:)`` selects in); `nil` otherwise.
    ///
    /// Observable on its own, like ``top``.
    ///
    /// ```swift
    /// let onCards = navigator.selectedTab?.as(Tab.self) == .cards
    /// ```
    public var selectedTab: AnyDestination? {
        registrar.access(self, keyPath: \.selectedTab)
        return committed.selectedTab
    }

    /// Notifies the observers of ``state``, and of each property derived from it whose value
    /// changed from `old`.
    func notifyObservers(changedFrom old: NavigationState) {
        let new = committed
        registrar.withMutation(of: self, keyPath: \.state) {}
        if old.topScreen != new.topScreen { registrar.withMutation(of: self, keyPath: \.top) {} }
        if old.modals.isEmpty != new.modals.isEmpty { registrar.withMutation(of: self, keyPath: \.isPresenting) {} }
        if old.selectedTab != new.selectedTab { registrar.withMutation(of: self, keyPath: \.selectedTab) {} }
    }
}

extension NavigationState {
    /// The tabs that fill the top-most level, with the selected index, if it shows tabs.
    var topTabs: (tabs: [Container], selected: Int)? {
        guard case .tabs(let tabs, let selected)? = container(atLevel: topLevel) else { return nil }
        return (tabs, selected)
    }

    /// The destination of the selected tab's first screen, when tabs fill the top-most level.
    var selectedTab: AnyDestination? {
        guard let (tabs, selected) = topTabs, tabs.indices.contains(selected) else { return nil }
        return tabs[selected].screens.first?.destination
    }
}

/// What fills a window or a modal level: one screen, a navigation stack, or tabs.
///
/// ```swift
/// let home = Container.tabs([
///     .stack([Screen(id: ScreenID(1), destination: Home.overview)]),
///     .stack([Screen(id: ScreenID(2), destination: Cards.list)]),
/// ], selected: 0)
/// ```
public indirect enum Container: Hashable, Sendable, Codable {
    /// A single screen with no stack around it.
    case screen(Screen)
    /// A navigation stack, bottom first. A stack on display is never empty.
    case stack([Screen])
    /// Tabs, each a container of its own, and the index of the selected one.
    case tabs([Container], selected: Int)
}

/// How a modal level is shown.
public enum ModalStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// A card the user can swipe down to dismiss.
    case sheet
    /// Covers the screen; only the app dismisses it.
    case fullScreen
}

/// One level of the chain of modal presentations.
///
/// Level `n` is presented by level `n - 1`; level 0 is presented by the root container.
public struct Modal: Hashable, Sendable, Codable {
    /// How the level is shown.
    public var style: ModalStyle
    /// What the level shows.
    public var content: Container

    /// Creates a modal level.
    public init(_ style: ModalStyle = .sheet, _ content: Container) {
        self.style = style
        self.content = content
    }
}

extension Container {
    /// The screens of this container, bottom first; tabs in order.
    var allScreens: [Screen] {
        switch self {
        case .screen(let screen): [screen]
        case .stack(let screens): screens
        case .tabs(let tabs, _): tabs.flatMap(\.allScreens)
        case .split(let split): split.collapsed
        }
    }

    /// The bottom screen of the container (of its first tab for tabs).
    var firstScreen: Screen? {
        switch self {
        case .screen(let screen): screen
        case .stack(let screens): screens.first
        case .tabs(let tabs, _): tabs.first?.firstScreen
        case .split(let split): split.sidebar.first
        }
    }
}

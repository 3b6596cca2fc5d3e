extension Container {
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

import Waypoint

/// Tracks flows and reports those still alive, or whose screens are still on display.
@MainActor final class LeakCheck {
    private struct Entry {
        weak var object: AnyObject?
        let owner: FlowID
        let name: String
    }

    private let navigator: Navigator
    private var entries: [Entry] = []

    init(navigator: Navigator) { self.navigator = navigator }

    func track(_ flow: some RunningFlow, name: String? = nil) {
        entries.append(Entry(object: flow, owner: flow.id, name: name ?? "\(flow.id)"))
    }

    /// Problems: tracked flows still alive, or with screens still on display.
    var unreleased: [String] {
        entries.flatMap { entry -> [String] in
            var problems: [String] = []
            if entry.object != nil { problems.append("\(entry.name) is still alive") }
            let screens = navigator.state.screens(ownedBy: entry.owner)
            if !screens.isEmpty {
                problems.append("\(entry.name) still has \(screens.map(\.id.description).joined(separator: ", ")) on display")
            }
            return problems
        }
    }
}

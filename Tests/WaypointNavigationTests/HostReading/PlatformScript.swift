@_spi(HostAuthoring) import WaypointNavigation

/// A platform for the reader's tests: what it shows is a ``HostSnapshot`` the test edits the way
/// UIKit would, and each step is performed the way a platform host performs it (begin, make the
/// platform show the result, finish).
@MainActor final class PlatformScript: NavigationHost {
    var onUserGesture: (@MainActor (UserGesture) -> Void)?
    var reader = HostReader()
    /// What the platform shows.
    var platform = HostSnapshot(root: nil)
    private(set) var placements: [HostPlacement] = []
    private(set) var readings: [HostReading] = []

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        do {
            placements.append(try reader.begin(step, in: platform))
        } catch {
            completion(.refused(error))
            return
        }
        // The platform call; the app's own controllers stay where they are, under a new level.
        let after = reader.next
        var presented: [HostNode]
        switch step {
        case .setRoot: presented = []
        case .dismiss(let level): presented = Array(platform.presented.prefix(platform.chainIndex(ofLevel: level) ?? 0))
        default: presented = platform.presented
        }
        var level = 0
        for index in presented.indices where !presented[index].isForeign {
            presented[index] = HostNode(showing: after.modals[level].content)
            level += 1
        }
        if case .present = step, let last = after.modals.last { presented.append(HostNode(showing: last.content)) }
        platform = HostSnapshot(root: after.root.map(HostNode.init(showing:)), presented: presented)
        completion(reader.finish(in: platform))
    }

    /// UIKit calls back with `event` after it changed what it shows to `platform`.
    func deliver(_ event: HostEvent) {
        let reading = reader.read(event, in: platform)
        readings.append(reading)
        if case .gesture(let gesture) = reading { onUserGesture?(gesture) }
    }
}

/// A form that must not be swiped away.
enum Form: ModalDestination {
    case filling, confirm
    var allowsSwipeDown: Bool { self != .confirm }
}

/// Destinations that describe their tab.
enum Section: TabItemDestination {
    case home, cards
    var tabItem: Container.TabItem {
        switch self {
        case .home: Container.TabItem("Home", systemImage: "house")
        case .cards: Container.TabItem("Cards", systemImage: "creditcard")
        }
    }
}

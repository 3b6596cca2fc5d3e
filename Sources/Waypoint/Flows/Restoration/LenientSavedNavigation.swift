@_spi(HostAuthoring) import WaypointNavigation

/// Saved navigation decoded screen by screen: a destination that does not decode marks its
/// screen instead of failing the whole data. Reads exactly what `SavedNavigation` writes.
struct LenientSavedNavigation: Decodable {
    var root: LenientContainer?
    var modals: [LenientModal]
    var flows: [SavedFlow]

    /// Thrown for data of another format version, before anything else is read.
    struct VersionMismatch: Error {
        let found: Int
    }

    private enum Keys: String, CodingKey {
        case version, state, flows
    }

    private enum StateKeys: String, CodingKey {
        case root, modals
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == SavedNavigation.currentVersion else { throw VersionMismatch(found: version) }
        let state = try container.nestedContainer(keyedBy: StateKeys.self, forKey: .state)
        root = try state.decodeIfPresent(LenientContainer.self, forKey: .root)
        // As a saved NavigationState: an alert and anything above it are not restored.
        modals = Array(try state.decode([LenientModal].self, forKey: .modals).prefix { $0.content != nil })
        flows = try container.decode([SavedFlow].self, forKey: .flows)
    }
}

/// A screen whose destination may have failed to decode.
struct LenientScreen: Decodable {
    var id: Screen.ID
    var owner: FlowID
    var destination: Result<AnyDestination, DestinationFailure>

    struct DestinationFailure: Error {
        let reason: RestorationReport.DroppedScreen.Reason
    }

    private enum Keys: String, CodingKey {
        case id, destination, owner
    }

    private enum DestinationKeys: String, CodingKey {
        case type
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        id = try container.decode(Screen.ID.self, forKey: .id)
        owner = try container.decode(FlowID.self, forKey: .owner)
        do {
            destination = .success(try container.decode(AnyDestination.self, forKey: .destination))
        } catch let error as DestinationRegistry.UnknownTypeError {
            destination = .failure(DestinationFailure(reason: .unknownDestinationType(error)))
        } catch {
            let typed = try container.nestedContainer(keyedBy: DestinationKeys.self, forKey: .destination)
            let name = try typed.decode(String.self, forKey: .type)
            destination = .failure(DestinationFailure(reason: .undecodableDestination(typeName: name, detail: "\(error)")))
        }
    }
}

/// `Container`'s shape, with screens that may be unrestorable.
indirect enum LenientContainer: Decodable {
    case screen(LenientScreen)
    case stack([LenientScreen])
    case tabs([LenientContainer], selected: Int)
    case split(LenientSplit)

    var screens: [LenientScreen] {
        switch self {
        case .screen(let screen): [screen]
        case .stack(let stack): stack
        case .tabs(let tabs, _): tabs.flatMap(\.screens)
        case .split(let split): split.collapsed
        }
    }

    var visibleScreen: LenientScreen? {
        switch self {
        case .screen(let screen): screen
        case .stack(let stack): stack.last
        case .tabs(let tabs, let selected): tabs.indices.contains(selected) ? tabs[selected].visibleScreen : nil
        case .split(let split): split.collapsed.last
        }
    }
}

/// `SplitColumns`' shape, with screens that may be unrestorable.
struct LenientSplit: Decodable {
    var sidebar: [LenientScreen]
    var content: [LenientScreen]?
    var detail: [LenientScreen]

    /// The columns as one stack, as a compact width shows them.
    var collapsed: [LenientScreen] { sidebar + (content ?? []) + detail }
}

/// A modal level; `content` is `nil` for an alert, which is not restored.
struct LenientModal: Decodable {
    var style: Modal.Style
    var content: LenientContainer?
    var detents: [Modal.Detent]

    private enum Keys: String, CodingKey {
        case style, content, detents
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        style = try container.decode(Modal.Style.self, forKey: .style)
        content = style.isAlert ? nil : try container.decode(LenientContainer.self, forKey: .content)
        detents = try container.decodeIfPresent([Modal.Detent].self, forKey: .detents) ?? [.large]
    }
}

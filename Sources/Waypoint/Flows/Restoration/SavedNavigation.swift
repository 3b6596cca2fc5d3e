public import Foundation
import WaypointRoutes

/// What an app saves so that a relaunch brings back its screens *and* the flows that own them.
///
/// It holds the ``NavigationState`` (without alerts: nobody awaits their answer after a
/// relaunch) and, for every flow that owns a screen or has a child that does, a saved flow:
/// its kind, its parent, and its own data. Save it where the platform keeps restoration data —
/// UIKit's state restoration (`stateRestorationActivity`) or SwiftUI's `@SceneStorage` — and
/// hand it to a ``NavigationRestorer`` on relaunch.
///
/// An app saves it whole, as bytes (``Navigator/restorationData()``), and restores it whole; the
/// type and its parts — the state, the saved flows, the format version — are inspection
/// (`@_spi(Inspection)`): tests and migrations read and build saved data by hand.
///
/// ```swift
/// let data = try navigator.restorationData()
/// // relaunch:
/// let report = try await restorer.restore(data, into: navigator, app: app)
/// ```
@_spi(Inspection) public struct SavedNavigation: Hashable, Sendable, Codable {
    /// The format version this library writes; data of another version is refused
    /// (a ``RestorationError`` of kind `unsupportedVersion`).
    @_spi(Inspection) public static let currentVersion = 1

    /// The format version of the data.
    @_spi(Inspection) public var version: Int
    /// The screens on display.
    @_spi(Inspection) public var state: NavigationState
    /// The flows owning them, parents first.
    @_spi(Inspection) public var flows: [SavedFlow]

    /// Creates saved data from its parts (tests, migrations).
    ///
    /// - Parameters:
    ///   - state: The screens.
    ///   - flows: Their flows.
    ///   - version: The format version; ``currentVersion`` by default.
    @_spi(Inspection) public init(state: NavigationState, flows: [SavedFlow] = [], version: Int = currentVersion) {
        self.version = version
        self.state = state
        self.flows = flows
    }

    /// Saves what `navigator` shows and the live flows owning it, with their parents.
    ///
    /// A flow that is not a ``RestorableFlow`` is saved without a kind: its screens (and what
    /// lies above them) are dropped on restore.
    ///
    /// ```swift
    /// let saved = try SavedNavigation(saving: navigator)
    /// ```
    ///
    /// - Parameter navigator: The navigator; its ``Navigator/state`` is saved.
    /// - Throws: `EncodingError` when a flow's ``RestorableFlow/restorationData()`` throws it,
    ///   or the error it throws.
    @MainActor @_spi(Inspection) public init(saving navigator: Navigator) throws {
        var flows: [SavedFlow] = []
        var seen: Set<FlowID> = [.app]
        var pending = navigator.state.screens.map(\.owner)
        while let owner = pending.popLast() {
            guard seen.insert(owner).inserted else { continue }
            guard let flow = navigator.flow(for: owner) else {
                flows.append(SavedFlow(id: owner))
                continue
            }
            let parent = (flow as? any FlowNode)?.parentNode
            let parentID = (parent as? any FlowNode)?.id
            if let parentID { pending.append(parentID) }
            let restorable = flow as? any RestorableFlow
            let app = parent as? AppCoordinator
            flows.append(SavedFlow(
                id: owner, kind: restorable?.restorationKind, parent: parentID, isAppRoot: app != nil,
                appState: app?.state, data: try restorable?.restorationData()))
        }
        self.init(state: navigator.state, flows: SavedFlow.parentsFirst(flows))
    }

    /// The data as JSON, with sorted keys so equal saves give equal bytes.
    ///
    /// - Throws: `EncodingError`, naming a destination type that is not `Codable`.
    @_spi(Inspection) public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }
}

/// One saved flow: who it is, how to rebuild it, and who started it.
///
/// ```swift
/// SavedFlow(id: "cards.block(42)", kind: "cards.block", parent: "main")
/// ```
@_spi(Inspection) public struct SavedFlow: Hashable, Sendable, Codable {
    /// The owner identity its screens were saved with.
    public var id: FlowID
    /// Its kind (``RestorableFlow/restorationKind``), or `nil` when it was not restorable.
    public var kind: String?
    /// The flow that started it, or `nil` for a flow without a parent flow.
    public var parent: FlowID?
    /// Whether the app coordinator ran it as its root flow.
    public var isAppRoot: Bool
    /// The app state the app coordinator chose it for, when it was the root flow; a restore
    /// with another app state drops it (data saved without it restores the root flow anyway).
    public var appState: AppCoordinator.State?
    /// The flow's own data (``RestorableFlow/restorationData()``).
    public var data: Data?

    /// Creates a saved flow.
    public init(
        id: FlowID, kind: String? = nil, parent: FlowID? = nil, isAppRoot: Bool = false, appState: AppCoordinator.State? = nil,
        data: Data? = nil
    ) {
        self.id = id
        self.kind = kind
        self.parent = parent
        self.isAppRoot = isAppRoot
        self.appState = appState
        self.data = data
    }

    /// `flows` with every parent before its children, otherwise in id order.
    static func parentsFirst(_ flows: [SavedFlow]) -> [SavedFlow] {
        let byID = Dictionary(flows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        func depth(_ flow: SavedFlow) -> Int {
            var depth = 0
            var visited: Set<FlowID> = [flow.id]
            var current = flow
            while let parent = current.parent, let next = byID[parent], visited.insert(parent).inserted {
                depth += 1
                current = next
            }
            return depth
        }
        return flows.sortedByPosition { (depth($0), $0.id) < (depth($1), $1.id) }
    }
}

public import Foundation

/// Rebuilds saved navigation on relaunch: the screens, without animation, and the flows that
/// own them, attached with their parent links so Back, cancellation and results work.
///
/// ``restore(_:into:app:)`` decodes the data screen by screen. A screen whose destination type
/// is not registered or does not decode, or whose flow cannot be rebuilt (saved without a
/// kind, no restorer for its kind, its restorer threw, its parent flow was dropped), is
/// dropped with everything above it — screens pushed after it, levels presented from its
/// level — and listed in the ``RestorationReport``. The rest is committed at once: the
/// navigator is never left half restored.
///
/// ```swift
/// var restorer = NavigationRestorer(destinations: DestinationRegistry(Home.self, Cards.self))
/// restorer.register("cards.block") { restoration in
///     guard case .block(let id) = restoration.destination(Cards.self) else { throw Unrestorable() }
///     return CardBlockCoordinator(navigator: restoration.navigator, cardID: id)
/// }
/// let report = try await restorer.restore(savedData, into: navigator, app: app)
/// await app.launch()   // does nothing when the root flow was restored
/// ```
@MainActor public struct NavigationRestorer {
    /// The destination types saved screens may show.
    let destinations: DestinationRegistry
    /// How saved flows are rebuilt, by kind.
    private(set) var flows = FlowRestorers()

    /// Creates a restorer that knows `destinations` and no flow yet: register a restorer for
    /// each restorable flow kind.
    ///
    /// - Parameter destinations: The destination types saved screens may show.
    public init(destinations: DestinationRegistry) {
        self.destinations = destinations
    }

    /// Registers how flows of `kind` are rebuilt; a later registration of the same kind wins.
    ///
    /// The restorer gets the flow's restored screens, its saved data and its restored parent,
    /// and returns a new, never launched flow; restoration attaches it to the screens without
    /// running its `start()`. When a flow cannot be rebuilt, the flows built so far are
    /// discarded and built again for what remains, so a restorer may run more than once: let it
    /// make the flow and nothing else. The flows of link routes
    /// (``ModuleRegistration/link(_:policy:to:)``) need no restorer.
    ///
    /// ```swift
    /// restorer.register("cards.block") { restoration in
    ///     guard case .block(let id) = restoration.destination(Cards.self) else { throw Unrestorable() }
    ///     return CardBlockCoordinator(navigator: restoration.navigator, cardID: id)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The flows' ``RestorableFlow/restorationKind``.
    ///   - restore: Returns a new coordinator, never launched; throwing drops the flow's screens
    ///     (listed in ``RestorationReport/dropped`` as "could not be restored").
    public mutating func register(
        _ kind: String, _ restore: @escaping @MainActor @Sendable (FlowRestoration) async throws -> any RunningFlow
    ) {
        flows.register(kind, restore)
    }

    /// Registers how runs of the state-machine flow `flow` are rebuilt: the saved flow value and
    /// steps are decoded, and `performer` wires each step again on its restored screens.
    ///
    /// ```swift
    /// restorer.register(ProductDetailsFlow.self) { flow, restoration in ProductPerformer() }
    /// ```
    ///
    /// - Parameters:
    ///   - flow: The flow type; its runs are saved under its name.
    ///   - performer: Makes the performer of a restored run.
    public mutating func register<F: Flow & Codable, P: FlowPerformer<F>>(
        _ flow: F.Type, performer: @escaping @MainActor @Sendable (F, FlowRestoration) throws -> P
    ) where F.State: Codable {
        flows.register(flow, performer: performer)
    }

    /// Restores `data` (``Navigator/restorationData()``) into `navigator`, which shows nothing.
    ///
    /// The state is set without animation; each flow is rebuilt by its restorer, parents
    /// first, and attached to its screens without running its `start()`. A flow saved as the
    /// app coordinator's root flow becomes `app`'s root flow — unless the app state changed since
    /// it was saved (the user logged out): then it is dropped with everything it started, and
    /// `app.launch()` starts the root flow of the state now. Parents hear about their
    /// restored children in ``RestorableFlow/didRestore(child:)``.
    ///
    /// - Parameters:
    ///   - data: Saved navigation.
    ///   - navigator: A navigator that shows nothing yet.
    ///   - app: The app coordinator, not started yet, that adopts the restored root flow.
    /// - Returns: The flows restored and the screens dropped.
    /// - Throws: ``RestorationError`` when the data cannot be used at all; nothing changes then.
    @discardableResult
    public func restore(_ data: Data, into navigator: Navigator, app: AppCoordinator? = nil) async throws(RestorationError)
        -> RestorationReport
    {
        guard navigator.state.root == nil else {
            throw RestorationError(.navigatorNotEmpty, "\(navigator.state.screens.count) screens")
        }
        let saved = try decode(data)
        let records = Dictionary(saved.flows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var failed: [FlowID: RestorationReport.DroppedScreen.Reason] = [:]
        while true {
            var pruning = NavigationPruning(failedOwners: failed)
            guard let state = pruning.state(of: saved) else {
                throw RestorationError(.invalidState, "a level without screens, or modal levels without a root")
            }
            let needed = neededFlows(for: state, records: records)
            if let newlyFailed = unrestorable(needed, records: records, failed: failed, app: app) {
                failed.merge(newlyFailed) { old, _ in old }
                continue
            }
            do {
                try state.validate()
            } catch {
                throw RestorationError(.invalidState, "\(error)")
            }
            switch await build(needed, records: records, state: state, navigator: navigator) {
            case .failed(let id, let reason):
                failed[id] = reason
            case .built(let built):
                return commit(state, built: built, records: records, dropped: pruning.dropped, into: navigator, app: app)
            }
        }
    }

    private func decode(_ data: Data) throws(RestorationError) -> LenientSavedNavigation {
        let decoder = JSONDecoder()
        decoder.userInfo[DestinationRegistry.userInfoKey] = destinations
        do {
            return try decoder.decode(LenientSavedNavigation.self, from: data)
        } catch let mismatch as LenientSavedNavigation.VersionMismatch {
            throw RestorationError(.unsupportedVersion, "\(mismatch.found)")
        } catch {
            throw RestorationError(.corruptData, "\(error)")
        }
    }

    /// The flows owning a screen of `state` and their ancestors, parents first.
    private func neededFlows(for state: NavigationState, records: [FlowID: SavedFlow]) -> [FlowID] {
        var needed: [FlowID] = []
        var seen: Set<FlowID> = [.app]
        var pending = state.screens.map(\.owner)
        while let id = pending.popLast() {
            guard seen.insert(id).inserted else { continue }
            needed.append(id)
            if let parent = records[id]?.parent { pending.append(parent) }
        }
        let byID = needed.map { records[$0] ?? SavedFlow(id: $0) }
        return SavedFlow.parentsFirst(byID).map(\.id)
    }

    /// Why each needed flow that cannot be rebuilt cannot, or `nil` when all can be tried. A root
    /// flow chosen for another app state than `app`'s now (a user logged out since) is not rebuilt.
    private func unrestorable(
        _ needed: [FlowID], records: [FlowID: SavedFlow], failed: [FlowID: RestorationReport.DroppedScreen.Reason], app: AppCoordinator?
    ) -> [FlowID: RestorationReport.DroppedScreen.Reason]? {
        var newlyFailed: [FlowID: RestorationReport.DroppedScreen.Reason] = [:]
        for id in needed where failed[id] == nil {
            guard let record = records[id], let kind = record.kind else {
                newlyFailed[id] = .flowNotRestorable(id)
                continue
            }
            if let parent = record.parent, failed[parent] != nil || newlyFailed[parent] != nil {
                newlyFailed[id] = .parentFlowDropped(parent, flow: id)
            } else if flows.restorer(for: kind) == nil {
                newlyFailed[id] = .unknownFlowKind(kind, flow: id)
            } else if record.isAppRoot, let app, let saved = record.appState, saved != app.readState() {
                newlyFailed[id] = .flowRestoreFailed(
                    id, detail: "it was the app's root flow for app state `\(saved)`; the app state is `\(app.readState())` now")
            }
        }
        return newlyFailed.isEmpty ? nil : newlyFailed
    }

    private enum Built {
        case built([(saved: SavedFlow, flow: any RestoredFlowNode)])
        case failed(FlowID, RestorationReport.DroppedScreen.Reason)
    }

    /// Runs the restorers, parents first; stops at the first flow that cannot be rebuilt.
    private func build(
        _ needed: [FlowID], records: [FlowID: SavedFlow], state: NavigationState, navigator: Navigator
    ) async -> Built {
        var built: [(saved: SavedFlow, flow: any RestoredFlowNode)] = []
        var ids: Set<FlowID> = []
        for id in needed {
            guard let record = records[id], let kind = record.kind, let restorer = flows.restorer(for: kind) else {
                return .failed(id, .flowNotRestorable(id))
            }
            let parent = record.parent.flatMap { parent in built.first { $0.saved.id == parent }?.flow }
            let restoration = FlowRestoration(
                navigator: navigator, savedID: id, kind: kind, screens: state.screens(ownedBy: id), parent: parent,
                data: record.data)
            let flow: any RunningFlow
            do {
                flow = try await restorer(restoration)
            } catch {
                return .failed(id, .flowRestoreFailed(id, detail: "\(error)"))
            }
            guard let node = flow as? any RestoredFlowNode, node.phase == .idle else {
                return .failed(id, .flowRestoreFailed(id, detail: "the restorer returned \(flow.id), expected a coordinator never launched"))
            }
            guard flow.id != .app, ids.insert(flow.id).inserted, navigator.flow(for: flow.id) == nil else {
                return .failed(id, .flowRestoreFailed(id, detail: "its id `\(flow.id)` is taken by another live flow"))
            }
            built.append((record, node))
        }
        return .built(built)
    }

    /// Commits the state with the flows' owners, attaches the flows, tells the parents.
    private func commit(
        _ state: NavigationState, built: [(saved: SavedFlow, flow: any RestoredFlowNode)], records: [FlowID: SavedFlow],
        dropped: [RestorationReport.DroppedScreen], into navigator: Navigator, app: AppCoordinator?
    ) -> RestorationReport {
        let renamed = Dictionary(built.map { ($0.saved.id, $0.flow.id) }, uniquingKeysWith: { first, _ in first })
        let owned = state.renamingOwners(renamed)
        // Hosts build a screen's view with the flow owning it (`ownedBy:`) while they show it:
        // the restored flows are found by their identity before their screens arrive.
        for (_, flow) in built { _ = FlowIdentity.claim(flow.id, for: flow, on: navigator) }
        do {
            try navigator.setState(owned, animated: false)
        } catch {
            RuntimeWarning.report("the restored screens could not be shown: \(error)")
        }
        var restored: [RestorationReport.RestoredFlow] = []
        for (saved, flow) in built {
            _ = flow.resumeRestored()
            restored.append(RestorationReport.RestoredFlow(flow: flow, savedID: saved.id, id: flow.id, kind: saved.kind ?? ""))
            if let parentID = saved.parent, let parent = built.first(where: { $0.saved.id == parentID })?.flow {
                parent.adoptRestoredChild(flow)
            } else if saved.isAppRoot, let app {
                _ = app.adoptRestoredRoot(flow)
            }
        }
        for (saved, flow) in built {
            guard let parentID = saved.parent, let parent = built.first(where: { $0.saved.id == parentID })?.flow else { continue }
            (parent as? any RestorableFlow)?.didRestore(child: flow)
        }
        return RestorationReport(restored: restored, dropped: dropped)
    }
}

extension NavigationState {
    /// The state with each screen owned by a key of `names` owned by its value instead.
    fileprivate func renamingOwners(_ names: [FlowID: FlowID]) -> NavigationState {
        guard names.contains(where: { $0.key != $0.value }) else { return self }
        func rename(_ container: Container) -> Container {
            switch container {
            case .screen(let screen): .screen(renamed(screen))
            case .stack(let stack): .stack(stack.map(renamed))
            case .tabs(let tabs, let selected): .tabs(tabs.map(rename), selected: selected)
            case .split(let split):
                .split(SplitColumns(sidebar: split.sidebar.map(renamed), content: split.content?.map(renamed), detail: split.detail.map(renamed)))
            }
        }
        func renamed(_ screen: Screen) -> Screen {
            var screen = screen
            screen.owner = names[screen.owner] ?? screen.owner
            return screen
        }
        var copy = self
        copy.root = root.map(rename)
        copy.modals = modals.map { modal in
            var modal = modal
            modal.content = rename(modal.content)
            return modal
        }
        return copy
    }
}

/// A coordinator restoration can attach to its screens and to its restored parent.
@MainActor protocol RestoredFlowNode: FlowNode {
    /// Runs the flow on screens already on display, without `start()`.
    func resumeRestored() -> Bool
    /// Makes `child` one of this flow's children, as if this flow had started it.
    func adoptRestoredChild(_ child: any FlowNode)
}

extension Coordinator: RestoredFlowNode {
    func adoptRestoredChild(_ child: any FlowNode) {
        child.parentNode = self
        childNodes.append(child)
    }
}

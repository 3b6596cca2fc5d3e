/// The restorers that rebuild saved flows, keyed by kind: what ``NavigationRestorer``'s
/// `register` calls fill.
///
/// The flows of link routes (`ModuleRegistration.link(_:policy:to:)`) need no restorer: each owns its restored screens again.
struct FlowRestorers: Sendable {
    /// Makes a flow from what was saved.
    typealias Restorer = @MainActor @Sendable (NavigationRestorer.FlowRestoration) async throws -> any RunningFlow

    private var restorers: [FlowKind: Restorer] = [:]

    /// Registers how flows of `kind` are rebuilt; a later registration of the same kind wins.
    mutating func register(_ kind: FlowKind, _ restore: @escaping Restorer) {
        restorers[kind] = restore
    }

    /// Registers how runs of the state-machine flow `flow` are rebuilt: the saved flow value and
    /// steps are decoded, and `performer` wires each step again on its restored screens.
    mutating func register<F: Flow & Codable, P: FlowPerformer<F>>(
        _ flow: F.Type, performer: @escaping @MainActor @Sendable (F, NavigationRestorer.FlowRestoration) throws -> P
    ) where F.State: Codable {
        restorers[flowKind(of: flow)] = { restoration in
            let saved = try restoration.decodeData(SavedFlowRun<F>.self)
            let run = FlowRun(
                saved.flow, performer: try performer(saved.flow, restoration), navigator: restoration.navigator,
                id: restoration.savedID)
            let screens = Dictionary(restoration.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            try await run.restoreSteps(saved.steps.map { step in (step.state, step.screens.compactMap { screens[$0] }) })
            return run
        }
    }

    func restorer(for kind: FlowKind) -> Restorer? {
        restorers[kind] ?? (kind == LinkFlow.kind ? { @MainActor @Sendable restoration in LinkFlow.restored(restoration) } : nil)
    }
}

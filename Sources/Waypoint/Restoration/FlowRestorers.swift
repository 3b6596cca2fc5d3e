public import Foundation

/// The restorers that rebuild saved flows, keyed by ``FlowKind``.
///
/// A restorer gets a ``FlowRestoration`` — the flow's restored screens, its saved data, its
/// restored parent — and returns a new, never launched flow; restoration attaches it to the
/// screens without running its `start()`. Register one per restorable kind; a run of a
/// state-machine `Flow` registers its flow type and the performer that wires its steps. When a
/// flow cannot be rebuilt, the flows built so far are discarded and built again for what
/// remains, so a restorer may run more than once: let it make the flow and nothing else.
///
/// The link flows of ``LinkRoute``s need no restorer: each owns its restored screens again.
///
/// ```swift
/// var flows = FlowRestorers()
/// flows.register("cards.block") { restoration in
///     guard case .block(let id) = restoration.destination(Cards.self) else { throw Unrestorable() }
///     return CardBlockCoordinator(navigator: restoration.navigator, cardID: id)
/// }
/// flows.register(ProductDetailsFlow.self) { _, _ in ProductPerformer() }
/// ```
public struct FlowRestorers: Sendable {
    /// Makes a flow from what was saved.
    public typealias Restorer = @MainActor @Sendable (FlowRestoration) async throws -> any RunningFlow

    private var restorers: [FlowKind: Restorer] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers how flows of `kind` are rebuilt; a later registration of the same kind wins.
    ///
    /// - Parameters:
    ///   - kind: The flows' ``RestorableFlow/restorationKind``.
    ///   - restore: Returns a new coordinator, never launched; throwing drops the flow's screens
    ///     (``DroppedScreen/Reason/flowRestoreFailed(_:detail:)``).
    public mutating func register(_ kind: FlowKind, _ restore: @escaping Restorer) {
        restorers[kind] = restore
    }

    /// Registers how runs of the state-machine flow `flow` are rebuilt: the saved flow value and
    /// steps are decoded, and `performer` wires each step again on its restored screens.
    ///
    /// ```swift
    /// flows.register(ProductDetailsFlow.self) { flow, restoration in ProductPerformer() }
    /// ```
    ///
    /// - Parameters:
    ///   - flow: The flow type; its runs are saved under its name.
    ///   - performer: Makes the performer of a restored run.
    public mutating func register<F: Flow & Codable, P: FlowPerformer<F>>(
        _ flow: F.Type, performer: @escaping @MainActor @Sendable (F, FlowRestoration) throws -> P
    ) where F.State: Codable {
        restorers[FlowKind(restorationKind: flow)] = { restoration in
            let saved = try restoration.decodeData(SavedFlowRun<F>.self)
            let run = FlowRun(
                saved.flow, performer: try performer(saved.flow, restoration), navigator: restoration.navigator,
                id: restoration.savedID)
            let screens = Dictionary(restoration.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            try await run.restoreSteps(saved.steps.map { step in (step.state, step.screens.compactMap { screens[$0] }) })
            return run
        }
    }

    /// The registered kinds, sorted.
    public var kinds: [FlowKind] { restorers.keys.sorted() }

    func restorer(for kind: FlowKind) -> Restorer? {
        restorers[kind] ?? (kind == LinkFlow.kind ? { @MainActor @Sendable restoration in LinkFlow.restored(restoration) } : nil)
    }
}

/// What a restorer gets to rebuild one flow.
///
/// ```swift
/// flows.register("pay") { restoration in
///     let draft = try restoration.decodeData(PaymentDraft.self)
///     return PayCoordinator(navigator: restoration.navigator, draft: draft, id: restoration.savedID)
/// }
/// ```
@MainActor public struct FlowRestoration {
    /// The navigator the flow shows its screens through.
    public let navigator: Navigator
    /// The flow's identity in the saved data. Reusing it is fine when it stays unique among
    /// live flows; a flow with another id gets its screens' owner renamed.
    public let savedID: FlowID
    /// The flow's kind.
    public let kind: FlowKind
    /// The flow's screens as they will be restored, in display order (owner: ``savedID``).
    public let screens: [Screen]
    /// The restored flow that had started this one, if any.
    public let parent: (any RunningFlow)?
    /// The flow's own data (``RestorableFlow/restorationData()``).
    public let data: Data?

    /// The flow's data decoded as JSON.
    ///
    /// - Throws: `DecodingError`, or ``RestorationError`` (kind `corruptData`)
    ///   when the flow saved no data.
    public func decodeData<T: Decodable>(_ type: T.Type) throws -> T {
        guard let data else { throw RestorationError(.corruptData, "flow `\(savedID)` saved no data") }
        return try JSONDecoder().decode(type, from: data)
    }

    /// The first of the flow's screens whose destination is a `T`, as a `T`.
    ///
    /// ```swift
    /// restoration.destination(Cards.self)   // .block(id: 42)
    /// ```
    public func destination<T: Destination>(_ type: T.Type) -> T? {
        screens.lazy.compactMap { $0.destination.as(type) }.first
    }
}

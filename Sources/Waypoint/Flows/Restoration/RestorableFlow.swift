public import Foundation

/// A flow that can be saved with its screens and rebuilt after a relaunch.
///
/// Saving (``Navigator/restorationData()``) records, for each flow that owns screens, its
/// ``restorationKind``, its parent flow and its ``restorationData()``. On relaunch a
/// ``NavigationRestorer`` puts the screens back and asks the restorer registered for the kind
/// (``NavigationRestorer/register(_:_:)``) to make the flow again; the flow is attached to its screens without
/// running `start()`. A flow rebuilt from its screens' destinations alone keeps the default
/// `nil` data.
///
/// A parent learns about each restored child in ``didRestore(child:)``, where it waits for the
/// child's result as it did before the relaunch.
///
/// ```swift
/// extension CardBlockCoordinator: RestorableFlow {
///     var restorationKind: String { "cards.block" }   // rebuilt from Cards.block(id:)
/// }
/// ```
@MainActor public protocol RestorableFlow: RunningFlow {
    /// The kind the flow is saved under, and its restorer registered under
    /// (``NavigationRestorer/register(_:_:)``).
    ///
    /// Saved data names each flow by kind, never by class: keep the name stable across
    /// releases, as for `Destination.destinationTypeName`.
    var restorationKind: String { get }

    /// What the flow needs besides its screens' destinations, or `nil` (the default).
    ///
    /// - Throws: Any error; saving then fails with it.
    func restorationData() throws -> Data?

    /// Restoration attached `child`, which this flow had started before the relaunch. Wait for
    /// its result here; the default does nothing (Back and cancellation reach the child anyway).
    ///
    /// ```swift
    /// func didRestore(child: any RunningFlow) {
    ///     guard let block = child as? CardBlockCoordinator else { return }
    ///     Task { if case .finished(let status) = await block.ended() { show(status) } }
    /// }
    /// ```
    func didRestore(child: any RunningFlow)
}

extension RestorableFlow {
    /// No data of its own: the flow is rebuilt from its kind and its screens alone.
    public func restorationData() throws -> Data? { nil }

    /// Does nothing: a flow that awaits its children's results overrides it.
    public func didRestore(child: any RunningFlow) {}
}

/// A run of a `Codable` flow with `Codable` states restores itself: it saves the flow and the
/// state of each step still on display; its restorer (``NavigationRestorer/register(_:performer:)``)
/// performs those steps again on their restored screens, so the performer wires them anew.
extension FlowRun: RestorableFlow where F: Codable, F.State: Codable {
    /// The flow type's name (`String(reflecting:)`), under which
    /// ``NavigationRestorer/register(_:performer:)`` registers it.
    public var restorationKind: String { flowKind(of: F.self) }

    /// The flow and each kept step's state and screens.
    public func restorationData() throws -> Data? {
        let steps = keptSteps.map { SavedFlowRun<F>.Step(state: $0.state, screens: $0.screens) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(SavedFlowRun(flow: flow, steps: steps))
    }
}

/// A flow's restoration kind: the name it is saved under (``RestorableFlow/restorationKind``).
typealias FlowKind = String

/// The kind a run of `F` is saved under.
func flowKind<F: Flow>(of type: F.Type) -> FlowKind {
    String(reflecting: type)
}

/// What a ``FlowRun`` saves: its flow and the steps still on display, oldest first.
struct SavedFlowRun<F: Flow & Codable>: Codable where F.State: Codable {
    struct Step: Codable {
        var state: F.State
        var screens: [Screen.ID]
    }

    var flow: F
    var steps: [Step]
}

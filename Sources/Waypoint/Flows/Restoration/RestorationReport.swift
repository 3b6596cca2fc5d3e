/// What a ``NavigationRestorer`` brought back and what it dropped, and why.
///
/// A screen that cannot be restored is dropped with everything above it: the screens pushed
/// after it on its stack and the modal levels presented from its level. Each dropped screen is
/// listed once, with the reason that dropped it.
///
/// The report holds the restored flows. Flows with a restored parent or adopted by the app
/// coordinator are held there too; keep the others (``RestorationReport/flows``) as whoever
/// started them did before the relaunch — a flow nobody holds is released.
///
/// ```swift
/// let report = try await restorer.restore(data, into: navigator)
/// for dropped in report.dropped { log("\(dropped)") }   // "#4 owner: cards.block: flow `cards.block` …"
/// ```
public struct RestorationReport: CustomStringConvertible {
    /// Each restored flow, parents first, with the id its screens were saved with.
    package var restored: [RestoredFlow]
    /// The screens left out, in the order of the saved state.
    public var dropped: [DroppedScreen]

    /// The restored flows, parents first, each running on its restored screens.
    public var flows: [any RunningFlow] { restored.map(\.flow) }

    /// Whether everything saved came back.
    package var isComplete: Bool { dropped.isEmpty }

    public var description: String {
        var lines = ["restored \(restored.count) flow\(restored.count == 1 ? "" : "s")"
            + (restored.isEmpty ? "" : ": " + restored.map(\.description).joined(separator: ", "))]
        lines += dropped.map { "dropped \($0)" }
        return lines.joined(separator: "\n")
    }

    /// A flow a ``NavigationRestorer`` rebuilt.
    package struct RestoredFlow: CustomStringConvertible {
        /// The flow, running on its restored screens.
        package var flow: any RunningFlow
        /// The owner identity in the saved data.
        package var savedID: FlowID
        /// The flow's identity now (its screens' owner).
        package var id: FlowID
        /// Its kind (``RestorableFlow/restorationKind``).
        package var kind: String

        package var description: String { savedID == id ? "\(id) (\(kind))" : "\(savedID) → \(id) (\(kind))" }
    }

    /// A saved screen that was not restored; its description says why.
    public struct DroppedScreen: Sendable, CustomStringConvertible {
        /// The screen's identity in the saved data.
        package var screen: Screen.ID
        /// The flow that owned it.
        package var owner: FlowID
        /// Why it was dropped.
        package var reason: Reason

        /// Why a screen was dropped.
        package enum Reason: Sendable, CustomStringConvertible {
            /// Its destination type is not registered in the ``DestinationRegistry``.
            case unknownDestinationType(DestinationRegistry.UnknownTypeError)
            /// Its destination's value did not decode (the type changed since the save).
            case undecodableDestination(typeName: String, detail: String)
            /// Its flow was saved without a kind: it is not a ``RestorableFlow``, or it had ended.
            case flowNotRestorable(FlowID)
            /// No restorer is registered for its flow's kind.
            case unknownFlowKind(String, flow: FlowID)
            /// Its flow's restorer threw, the rebuilt flow could not be attached, or it was the app's
            /// root flow for another app state than the one the app is in now.
            case flowRestoreFailed(FlowID, detail: String)
            /// The flow that started its flow was dropped, so its result would go nowhere.
            case parentFlowDropped(FlowID, flow: FlowID)
            /// It was pushed above, or presented from the level of, a dropped screen.
            case aboveDroppedScreen(Screen.ID)

            package var description: String {
                switch self {
                case .unknownDestinationType(let error): "\(error)"
                case .undecodableDestination(let name, let detail): "destination `\(name)` did not decode: \(detail)"
                case .flowNotRestorable(let flow): "flow `\(flow)` was saved without a kind; expected a RestorableFlow"
                case .unknownFlowKind(let kind, let flow):
                    "flow `\(flow)` has kind `\(kind)`, for which no restorer is registered"
                case .flowRestoreFailed(let flow, let detail): "flow `\(flow)` could not be restored: \(detail)"
                case .parentFlowDropped(let parent, let flow): "flow `\(flow)` was started by `\(parent)`, which was dropped"
                case .aboveDroppedScreen(let screen): "it was above dropped screen \(screen)"
                }
            }
        }

        public var description: String { "\(screen) owner: \(owner): \(reason)" }
    }
}


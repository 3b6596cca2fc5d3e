/// A flow run's saved step could not be performed again on its restored screens.
struct RestoredStepMismatch: Error, CustomStringConvertible {
    let flow: FlowID
    let step: String
    let detail: String

    var description: String { "step \(step) of flow `\(flow)` could not be restored: \(detail)" }
}

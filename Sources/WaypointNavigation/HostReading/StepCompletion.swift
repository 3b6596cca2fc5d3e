/// What a state-driven platform (SwiftUI) reports while it performs a step.
@_spi(HostAuthoring)
public enum CompletionSignal: Hashable, Sendable, CustomStringConvertible {
    /// The animations of the step's transaction completed (`Transaction.addAnimationCompletion`).
    case animationsCompleted
    /// The sheet or cover showing a level ran its `onDismiss`: the level is gone.
    case dismissed(level: Int)
    /// The content of a level appeared.
    case appeared(level: Int)

    public var description: String {
        switch self {
        case .animationsCompleted: "animationsCompleted"
        case .dismissed(let level): "dismissed(level: \(level))"
        case .appeared(let level): "appeared(level: \(level))"
        }
    }
}

/// When a step performed by a state-driven platform is finished: the signals it still awaits.
///
/// A state change finishes when the platform says so, never at once and never after a guessed
/// delay. A dismissal finishes when the lowest dismissed level's `onDismiss` ran (its animation
/// completion may come earlier); a presentation when the transaction's animations completed and
/// the new level appeared; every other step when the transaction's animations completed. So a
/// dismissal followed by a presentation reaches SwiftUI as two updates, which it handles, instead
/// of one, where it drops the presentation.
///
/// ```swift
/// var completion = StepCompletion(for: .dismiss(toLevel: 0))
/// completion.receive(.animationsCompleted)    // false: the sheet is still going away
/// completion.receive(.dismissed(level: 1))    // true: finished
/// ```
@_spi(HostAuthoring)
public struct StepCompletion: Hashable, Sendable {
    /// The signals the step still awaits.
    public private(set) var awaited: Set<CompletionSignal>

    /// What `step` awaits before it is finished.
    public init(for step: HostStep) {
        self.init(for: step, shown: .empty)
    }

    /// What `step`, performed on a host that shows `shown`, awaits before it is finished.
    ///
    /// An alert or a confirmation dialog has no view of the host's that could appear or run an
    /// `onDismiss`: presenting or dismissing one awaits the transaction's animations only.
    ///
    /// ```swift
    /// StepCompletion(for: .dismiss(toLevel: 1), shown: stateWithAnAlertOnLevel2).awaited   // [.animationsCompleted]
    /// ```
    public init(for step: HostStep, shown: NavigationState) {
        switch step {
        case .dismiss(let level):
            let lowest = shown.modals.indices.contains(level) ? shown.modals[level].style : nil
            awaited = lowest?.isAlert == true ? [.animationsCompleted] : [.dismissed(level: level + 1)]
        case .present(let modal, let level):
            awaited = modal.style.isAlert ? [.animationsCompleted] : [.animationsCompleted, .appeared(level: level + 1)]
        case .setRoot, .push, .pop, .setStack, .selectTab, .setTabs, .setColumns: awaited = [.animationsCompleted]
        }
    }

    /// Whether the platform must be asked for an animation completion.
    public var awaitsAnimations: Bool { awaited.contains(.animationsCompleted) }

    /// Whether nothing is awaited any more.
    public var isFinished: Bool { awaited.isEmpty }

    /// Records `signal`; signals the step does not await (another level appearing, a late
    /// completion) change nothing.
    ///
    /// - Returns: `true` when this signal finished the step.
    @discardableResult
    public mutating func receive(_ signal: CompletionSignal) -> Bool {
        guard awaited.remove(signal) != nil else { return false }
        return awaited.isEmpty
    }
}

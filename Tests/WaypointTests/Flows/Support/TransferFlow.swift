@_spi(FlowTooling) import WaypointTesting

/// A small, sound transfer flow: amount, recipient, confirm; back and cancel on the way.
struct TransferFlow: CheckableFlow {
    enum State: Hashable, Sendable { case start, amountChosen, recipientChosen, confirmed, cancelled }
    enum Step: Hashable, Sendable { case amount, recipient, confirm }

    var initialState: State { .start }

    func nextStep(_ state: State) -> FlowNext<Step, Bool> {
        switch state {
        case .start: .step(.amount)
        case .amountChosen: .step(.recipient)
        case .recipientChosen: .step(.confirm)
        case .confirmed: .finish(true)
        case .cancelled: .finish(false)
        }
    }

    var states: [State] { [.start, .amountChosen, .recipientChosen, .confirmed, .cancelled] }

    func exits(of step: Step) -> [State] {
        switch step {
        case .amount: [.amountChosen, .cancelled]
        case .recipient: [.recipientChosen, .start]
        case .confirm: [.confirmed, .cancelled]
        }
    }
}

/// A flow with every defect the checker knows.
struct BrokenFlow: CheckableFlow {
    enum State: Hashable, Sendable { case start, looping, stuck, orphan, stray, done }
    enum Step: Hashable, Sendable { case ask, spin, wait, never }

    var initialState: State { .start }

    func nextStep(_ state: State) -> FlowNext<Step, String> {
        switch state {
        case .start: .step(.ask)
        case .looping: .step(.spin)
        case .stuck: .step(.wait)
        case .orphan: .step(.never)
        case .stray, .done: .finish("done \"quoted\"")
        }
    }

    var states: [State] { [.start, .looping, .stuck, .orphan, .done] }

    func exits(of step: Step) -> [State] {
        switch step {
        case .ask: [.looping, .stuck, .stray, .done]
        case .spin: [.looping]
        case .wait: []
        case .never: [.done]
        }
    }
}

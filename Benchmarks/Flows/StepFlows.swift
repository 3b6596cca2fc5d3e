import Waypoint

/// The screens of the flows suite.
enum StepScreen: Destination {
    case home
    case step(Int)
}

/// A flow-engine flow of `count` steps: state `k` asks for step `k`, and the flow finishes with
/// its step count once every step has answered.
struct StepsFlow: Flow {
    let count: Int

    var initialState: Int { 0 }

    func nextStep(_ state: Int) -> FlowNext<Int, Int> {
        state == count ? .finish(count) : .step(state)
    }
}

/// Shows each step as a pushed screen and answers at once, as a step without a user would.
@MainActor
struct StepsPerformer: FlowPerformer {
    func perform(_ step: Int, in context: FlowRun<StepsFlow>.StepContext) async throws {
        try context.push(StepScreen.step(step))
        context.advance(to: step + 1)
    }
}

/// The same work written as a plain coordinator: push `count` screens, then finish (which
/// dismisses them). The baseline of the flow engine.
final class StepsCoordinator: Coordinator<Never, Int> {
    private let count: Int

    init(navigator: Navigator, count: Int) {
        self.count = count
        super.init(navigator: navigator)
    }

    override func start() async throws {
        for step in 0..<count {
            try push(StepScreen.step(step))
        }
        finish(count)
    }
}

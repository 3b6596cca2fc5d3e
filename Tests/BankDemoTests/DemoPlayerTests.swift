import BankDemo
import Testing
import Waypoint
@_spi(HostAuthoring) import WaypointNavigation

@Suite struct DemoPlayerTests {
    @Test @MainActor func playedStepByStepTheScriptPrintsWhatItPrintsInOneGo() async throws {
        let whole = try await DemoScript.run(echo: { _ in })
        let player = try DemoPlayer(echo: { _ in })
        var steps = 0
        while try await player.playNext() { steps += 1 }
        #expect(steps == DemoPlayer.stepTitles.count)
        #expect(player.transcript == whole)
        #expect(player.isFinished && player.nextStepTitle == nil)
        #expect(try await player.playNext() == false)
        #expect(player.transcript == whole)
    }

    @Test @MainActor func eachStepMovesTheTreeOnFromNothingToTheLoginThenTheCardSheet() async throws {
        let player = try DemoPlayer(echo: { _ in })
        #expect(player.navigator.state.root == nil)
        #expect(player.nextStepTitle == DemoPlayer.stepTitles[0])
        try await player.playNext()
        #expect(player.navigator.state.screens.map { "\($0.destination)" } == ["login"])
        try await player.playNext()
        #expect(player.navigator.state.screens.map { "\($0.destination)" } == ["overview", "block(id: 42)"])
        #expect(player.stepsPlayed == 2)
    }

    @Test @MainActor func aWrappedHostSeesEveryStepWhileTheTranscriptStaysTheSame() async throws {
        let whole = try await DemoScript.run(echo: { _ in })
        let recorder = StepCounter()
        let player = try DemoPlayer(echo: { _ in }, wrapHost: { host in
            recorder.base = host
            return recorder
        })
        while try await player.playNext() {}
        #expect(player.transcript == whole)
        #expect(recorder.steps > 10)
    }
}

/// Forwards to the real host and counts the steps.
@MainActor
final class StepCounter: NavigationHost {
    var base: (any NavigationHost)?
    var steps = 0
    var onUserGesture: (@MainActor (UserGesture) -> Void)? {
        didSet { base?.onUserGesture = { [weak self] gesture in self?.onUserGesture?(gesture) } }
    }

    func perform(_ step: HostStep, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        perform(step, animated: true, completion: completion)
    }

    func perform(_ step: HostStep, animated: Bool, completion: @escaping @MainActor (HostStepOutcome) -> Void) {
        steps += 1
        base?.perform(step, animated: animated, completion: completion)
    }
}

import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// SwiftUI steps finish when SwiftUI says so: a dismissal then a presentation are two updates.
@Suite struct StepCompletionTests {
    /// Plays `signals` on the completion of `step` and returns, for each, whether it finished it.
    private func finishes(_ step: HostStep, after signals: [CompletionSignal]) -> [Bool] {
        var completion = StepCompletion(for: step)
        return signals.map { completion.receive($0) }
    }

    @Test func aDismissalIsNotFinishedByItsAnimationCompletionButByTheSheetsOnDismiss() {
        #expect(!StepCompletion(for: .dismiss(toLevel: 1)).awaitsAnimations)
        let played = finishes(.dismiss(toLevel: 1), after: [.animationsCompleted, .dismissed(level: 3), .dismissed(level: 2)])
        #expect(played == [false, false, true])
    }

    @Test func aPresentationNeedsItsAnimationsAndTheNewLevelToAppearInEitherOrder() {
        let present = HostStep.present(Modal(.sheet, stack(2)), fromLevel: 0)
        #expect(StepCompletion(for: present).awaitsAnimations)
        #expect(finishes(present, after: [.appeared(level: 0), .appeared(level: 1), .animationsCompleted]) == [false, false, true])
        #expect(finishes(present, after: [.animationsCompleted, .appeared(level: 1)]) == [false, true])
    }

    @Test func otherStepsFinishWithTheirAnimationsAndOnlyOnce() {
        for step in [HostStep.push(screen(2), in: .root), .pop(in: .root), .setRoot(stack(1)), .selectTab(0, in: .root)] {
            #expect(finishes(step, after: [.animationsCompleted, .animationsCompleted]) == [true, false], "\(step)")
        }
    }
}

@Suite struct AlertStepCompletionTests {
    @Test func anAlertHasNoViewThatAppearsOrRunsOnDismissSoItsStepsAwaitTheAnimationsOnly() {
        let alert = Modal(.alert, .screen(alertScreen(2)))
        let shown = NavigationState(root: stack(1), modals: [alert])
        #expect(StepCompletion(for: .present(alert, fromLevel: 0), shown: NavigationState(root: stack(1))).awaited == [.animationsCompleted])
        #expect(StepCompletion(for: .dismiss(toLevel: 0), shown: shown).awaited == [.animationsCompleted])
        let sheet = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2)), alert])
        #expect(StepCompletion(for: .dismiss(toLevel: 0), shown: sheet).awaited == [.dismissed(level: 1)])
        #expect(StepCompletion(for: .present(Modal(.popover, stack(3)), fromLevel: 0), shown: .empty).awaited == [.animationsCompleted, .appeared(level: 1)])
    }
}

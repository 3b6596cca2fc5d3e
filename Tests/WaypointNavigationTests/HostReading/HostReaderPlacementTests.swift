import Testing
@_spi(HostAuthoring) import WaypointNavigation

/// Locating steps on the platform: a container that is not there is a typed refusal.
@Suite struct HostReaderPlacementTests {
    @Test func aPushIntoALevelThePlatformDoesNotShowIsRefusedAsContainerNotFound() {
        let state = NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))])
        var reader = HostReader(shown: state)
        // The app replaced what UIKit shows: the sheet is gone without a callback.
        let platform = HostSnapshot(root: .stack([Screen.ID(1)]))
        let error = #expect(throws: NavigationError.self) { try reader.begin(.push(screen(3), in: ContainerPath(level: 1)), in: platform) }
        #expect(error?.kind == .containerNotFound)
        #expect(error?.description == "`push(#3, in: level 1)`: expected a container on the platform at level 1, found 1 level without that path")
        #expect(reader.stepInFlight == nil)
        #expect(reader.shown == state)
    }

    @Test func aTabStepWhereThePlatformShowsAStackIsRefused() {
        var reader = HostReader(shown: NavigationState(root: .tabs([stack(1), stack(2)], selected: 0)))
        let error = #expect(throws: NavigationError.self) {
            try reader.begin(.selectTab(1, in: .root), in: HostSnapshot(root: .stack([Screen.ID(1)])))
        }
        #expect(error?.kind == .noTabs)
    }

    @Test func aStepThatBreaksTheHostsRulesIsRefusedBeforeThePlatformIsAsked() {
        var reader = HostReader(shown: NavigationState(root: stack(1)))
        let error = #expect(throws: NavigationError.self) { try reader.begin(.pop(in: .root), in: HostSnapshot(root: .stack([Screen.ID(1)]))) }
        #expect(error?.kind == .popAtRoot)
    }

    @Test func aSecondStepWhileOneIsInFlightIsRefused() throws {
        var reader = HostReader()
        #expect(try reader.begin(.setRoot(stack(1)), in: HostSnapshot(root: nil)) == .window(dismissingPresented: false))
        let error = #expect(throws: NavigationError.self) { try reader.begin(.setRoot(stack(2)), in: HostSnapshot(root: nil)) }
        #expect(error?.kind == .transitionInFlight)
    }

    @Test func aStepThePlatformDidNotShowFinishesAsARefusalNotACompletion() throws {
        var reader = HostReader(shown: NavigationState(root: stack(1)))
        let before = HostSnapshot(root: .stack([Screen.ID(1)]))
        _ = try reader.begin(.present(Modal(.sheet, stack(2)), fromLevel: 0), in: before)
        // UIKit did not present (for example the root was busy presenting something else).
        guard case .refused(let error) = reader.finish(in: before) else {
            Issue.record("a step the platform did not show must not complete")
            return
        }
        #expect(error.kind == .hostMismatch)
        #expect(reader.shown == NavigationState(root: stack(1)))
        #expect(reader.stepInFlight == nil)
    }

    @Test func aNewRootDismissesWhatTheAppPresentedOnTheOldOne() throws {
        var reader = HostReader(shown: NavigationState(root: stack(1)))
        let alertUp = HostSnapshot(root: .stack([Screen.ID(1)]), presented: [.foreign])
        #expect(try reader.begin(.setRoot(stack(2)), in: alertUp) == .window(dismissingPresented: true))
        #expect(reader.finish(in: HostSnapshot(root: .stack([Screen.ID(2)]))) == .completed)
    }

    @Test func aDismissalWhenThePlatformPresentsNothingIsRefusedRatherThanDismissingTheLevelItself() {
        var reader = HostReader(shown: NavigationState(root: stack(1), modals: [Modal(.sheet, stack(2))]))
        let error = #expect(throws: NavigationError.self) {
            try reader.begin(.dismiss(toLevel: 0), in: HostSnapshot(root: .stack([Screen.ID(1)])))
        }
        #expect(error?.kind == .hostMismatch)
    }
}

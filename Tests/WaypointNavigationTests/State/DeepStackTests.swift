import Foundation
import Testing
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation
import WaypointTestSupport

/// A stack is a plain `[Screen]`; these check what the navigator does with deep ones.
@Suite struct DeepStackTests {
    @Test func aStackEncodesAsTheArrayOfItsScreensAndDecodesBack() throws {
        let screens = (1...40 as ClosedRange<UInt64>).map { screen($0) }
        let container = Container.stack(screens)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let decoder = JSONDecoder()
        decoder.userInfo[DestinationRegistry.userInfoKey] = DestinationRegistry(Place.self)
        #expect(try decoder.decode(Container.self, from: encoder.encode(container)) == container)
        #expect(try decoder.decode([Screen].self, from: encoder.encode(screens)) == screens)
    }

    @Test func pushesAndPopsOnADeepStackDiffToOneStepAndReportOneScreen() throws {
        var ids = ScreenIDGenerator()
        var state = NavigationState(root: .stack((0..<15).map { Screen(id: ids.next(), destination: Place.detail($0)) }))
        for _ in 0..<48 {
            let pushed = Screen(id: ids.next(), destination: Place.list)
            let next = try state.applying(.push(pushed))
            #expect(NavigationDiff.steps(from: state, to: next) == [.push(pushed, in: .root)])
            let change = NavigationChange(old: state, new: next, cause: .command(.push(pushed)))
            #expect(change.inserted == [pushed] && change.removed.isEmpty)
            let popped = try next.applying(.pop)
            #expect(popped == state)
            #expect(NavigationDiff.steps(from: next, to: popped) == [.pop(in: .root)])
            #expect(NavigationChange(old: next, new: popped, cause: .command(.pop)).removed == [pushed])
            state = next
        }
    }

    @Test func pushingAnIdentityAlreadyDeepInTheStackIsRefused() throws {
        let state = NavigationState(root: .stack((1...40 as ClosedRange<UInt64>).map { screen($0) }))
        #expect(throws: NavigationError.self) { try state.applying(.push(screen(3))) }
        var edited = state
        edited.root = .stack((1...40 as ClosedRange<UInt64>).map { $0 == 5 ? screen(100) : screen($0) })
        #expect(try edited.applying(.push(screen(5))).screens.count == 41)
        #expect(throws: NavigationError.self) { try edited.applying(.push(screen(100))) }
    }
}

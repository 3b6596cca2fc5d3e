import Foundation
import Testing
@_spi(HostAuthoring) @_spi(Tooling) import WaypointNavigation
import WaypointTestSupport

@Suite struct ScreenStackTests {
    /// Random edits applied to a `ScreenStack` and to an array side by side; copies taken along
    /// the way must never change (the stacks share blocks, values must not).
    @Test(arguments: 0..<60 as Range<UInt64>)
    func aStackBehavesLikeAnArrayOfItsScreensUnderRandomEdits(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var nextID: UInt64 = 0
        func fresh() -> Screen {
            nextID += 1
            return screen(nextID)
        }
        var stack = ScreenStack()
        var array: [Screen] = []
        var copies: [(ScreenStack, [Screen])] = []
        for _ in 0..<200 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4:
                let new = fresh()
                stack.append(new)
                array.append(new)
            case 4..<6 where !array.isEmpty:
                #expect(stack.removeLast() == array.removeLast())
            case 6 where !array.isEmpty:
                let index = Int.random(in: 0..<array.count, using: &random)
                let new = fresh()
                stack[index] = new
                array[index] = new
            case 7:
                let lower = Int.random(in: 0...array.count, using: &random)
                let upper = Int.random(in: lower...array.count, using: &random)
                let added = (0..<Int.random(in: 0...20, using: &random)).map { _ in fresh() }
                stack.replaceSubrange(lower..<upper, with: added)
                array.replaceSubrange(lower..<upper, with: added)
            case 8:
                let added = (0..<Int.random(in: 0...40, using: &random)).map { _ in fresh() }
                for screen in added { stack.append(screen) }
                array += added
            default:
                copies.append((stack, array))
            }
            #expect(Array(stack) == array)
            #expect(stack.count == array.count && stack.last == array.last && stack.first == array.first)
            #expect(stack == ScreenStack(array))
            #expect(stack.hashValue == ScreenStack(array).hashValue)
        }
        for (copy, expected) in copies {
            #expect(Array(copy) == expected)
            #expect((copy == stack) == (expected == array))
        }
    }

    @Test func aStackEncodesAndPrintsAsTheArrayOfItsScreens() throws {
        let screens = (1...40 as ClosedRange<UInt64>).map { screen($0) }
        let stack = ScreenStack(screens)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(stack) == encoder.encode(screens))
        let decoder = JSONDecoder()
        decoder.userInfo[DestinationRegistry.userInfoKey] = DestinationRegistry(Place.self)
        #expect(try decoder.decode(ScreenStack.self, from: encoder.encode(screens)) == stack)
        #expect(stack.description == screens.description)
        let container = Container.stack(screens)
        #expect(try decoder.decode(Container.self, from: encoder.encode(container)) == container)
    }

    @Test func stacksWithEqualScreensAreEqualHoweverTheyWereBuilt() {
        var pushed: ScreenStack = []
        for id in 1...37 as ClosedRange<UInt64> { pushed.append(screen(id)) }
        var edited = ScreenStack((1...50 as ClosedRange<UInt64>).map { screen($0) })
        for _ in 1...13 { edited.removeLast() }
        #expect(pushed == edited)
        #expect(Set([pushed, edited]).count == 1)
        edited[3] = screen(99)
        #expect(pushed != edited)
        #expect(pushed != ScreenStack(pushed.dropLast()))
    }

    @Test func pushesAndPopsAcrossBlockBoundariesDiffToOneStepAndReportOneScreen() throws {
        var ids = ScreenIDGenerator()
        var state = NavigationState(root: .stack((0..<ScreenStack.blockLength - 1).map { Screen(id: ids.next(), destination: Place.detail($0)) }))
        for _ in 0..<(3 * ScreenStack.blockLength) {
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
        // A block's largest identity can be larger than any left in it; the check still finds none.
        #expect(try edited.applying(.push(screen(5))).screens.count == 41)
        #expect(throws: NavigationError.self) { try edited.applying(.push(screen(100))) }
    }
}

import Testing
import WaypointNavigation

/// Who ended a sheet whose presentation binding SwiftUI set to `false`: `dismiss()` sets it while
/// the sheet is still on screen; a swipe-down sets it after UIKit's `presentationControllerDidDismiss`,
/// when the sheet's content already disappeared.
@Suite struct PresentationEndingTests {
    @Test func theDismissActionSetsTheBindingWhileTheSheetIsStillOnScreenSoTheAppEndedIt() {
        var ending = PresentationEnding()
        ending.appeared(level: 1)
        #expect(ending.cause(level: 1, allowsSwipeDown: true) == .app)
    }

    @Test func aSwipeDownSetsTheBindingAfterTheSheetDisappearedSoTheUserEndedIt() {
        var ending = PresentationEnding()
        ending.appeared(level: 1)
        ending.disappeared(level: 1)
        #expect(ending.cause(level: 1, allowsSwipeDown: true) == .user)
    }

    @Test func aSheetWhoseSwipeDownIsDisabledCanOnlyBeEndedByTheApp() {
        var ending = PresentationEnding()
        ending.appeared(level: 1)
        ending.disappeared(level: 1)
        #expect(ending.cause(level: 1, allowsSwipeDown: false) == .app)
    }

    @Test func eachLevelIsReadOnItsOwn() {
        var ending = PresentationEnding()
        ending.appeared(level: 1)
        ending.appeared(level: 2)
        ending.disappeared(level: 2)
        #expect(ending.cause(level: 2, allowsSwipeDown: true) == .user)
        #expect(ending.cause(level: 1, allowsSwipeDown: true) == .app)
    }

    @Test func aSheetPresentedAgainAfterASwipeIsOnScreenAgain() {
        var ending = PresentationEnding()
        ending.appeared(level: 1)
        ending.disappeared(level: 1)
        ending.appeared(level: 1)
        #expect(ending.cause(level: 1, allowsSwipeDown: true) == .app)
    }
}

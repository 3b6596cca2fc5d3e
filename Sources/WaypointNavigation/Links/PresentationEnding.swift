/// Who ended a sheet or a cover that SwiftUI reports by setting its presentation binding to
/// `false`: the app, through the `dismiss` action of the presented view's environment, or the
/// user, by swiping the sheet down.
///
/// SwiftUI sets the binding in both cases, but at different moments:
/// - `dismiss()` sets the binding at once, while the presented content is still on screen; the
///   content's `onDisappear` and the sheet's `onDismiss` follow when the animation ends;
/// - a swipe-down ends on UIKit's `presentationControllerDidDismiss`, after the presented view
///   disappeared (`viewDidDisappear`, SwiftUI's `onDisappear`), and only then sets the binding;
/// - a level whose swipe-down is disabled (`interactiveDismissDisabled`) can only be ended by
///   the app.
///
/// So a host reports each level's content appearing and disappearing, and asks ``cause(level:allowsSwipeDown:)``
/// when the binding goes `false`: an app dismissal becomes the navigator's `dismiss` command (the
/// flow that presented the level is told, as for any dismissal it asked for), a swipe-down the
/// user's gesture (a routing session ends `closedByUser`).
///
/// ```swift
/// var ending = PresentationEnding()
/// ending.appeared(level: 1)
/// ending.cause(level: 1, allowsSwipeDown: true)   // .app: the sheet is still on screen
/// ending.disappeared(level: 1)
/// ending.cause(level: 1, allowsSwipeDown: true)   // .user: it left before the binding was set
/// ```
package struct PresentationEnding {
    /// Who ended a presentation.
    package enum Cause: Equatable {
        /// The app: `dismiss()` in the presented view, or its own code.
        case app
        /// The user swiped the sheet down.
        case user
    }

    /// The levels whose content is on screen.
    private var onScreen: Set<Int> = []

    package init() {}

    /// The content of `level` appeared.
    package mutating func appeared(level: Int) {
        onScreen.insert(level)
    }

    /// The content of `level` disappeared.
    package mutating func disappeared(level: Int) {
        onScreen.remove(level)
    }

    /// Who ended the presentation of `level`, whose binding SwiftUI just set to `false`.
    ///
    /// - Parameters:
    ///   - level: The presented level.
    ///   - allowsSwipeDown: Whether the user could swipe it down.
    package func cause(level: Int, allowsSwipeDown: Bool) -> Cause {
        allowsSwipeDown && !onScreen.contains(level) ? .user : .app
    }

    /// The command the app's dismissal of `level` stands for; `nil` when the user swiped it down
    /// (the host reads that as the user's gesture, as before).
    ///
    /// - Parameters:
    ///   - level: The presented level whose binding SwiftUI set to `false`.
    ///   - allowsSwipeDown: Whether the user could swipe it down.
    package func command(ending level: Int, allowsSwipeDown: Bool) -> NavigationCommand? {
        cause(level: level, allowsSwipeDown: allowsSwipeDown) == .app ? .dismissTo(level: level - 1) : nil
    }
}

/// What a `NavigationStack` setting its path means, from the path's length alone.
///
/// A host that binds the stack to a `NavigationPath` (so that links may append values of any
/// destination type) cannot read the path's elements back, but it does not need to: SwiftUI
/// shortens a path only from its end (Back, an edge swipe, the back button's menu), so the
/// screens that stay are the first ones shown; and a longer path is a link's value, which the
/// host hears of through the value's `navigationDestination(for:)` (``LinkPush``).
///
/// ```swift
/// StackPathChange(shown: 3, set: 1)   // .popped(keeping: 1): the root and one screen above it stay
/// StackPathChange(shown: 1, set: 2)   // .linkAppended
/// ```
package enum StackPathChange: Equatable {
    /// The path is shorter: the first `keeping` screens above the stack's root stay.
    case popped(keeping: Int)
    /// The path is longer by a link's value.
    case linkAppended
    /// The path has as many elements as the host shows.
    case unchanged

    /// Reads a path SwiftUI set.
    ///
    /// - Parameters:
    ///   - shown: How many screens the host shows above the stack's root.
    ///   - set: How many elements the path SwiftUI set holds.
    package init(shown: Int, set: Int) {
        if set < shown {
            self = .popped(keeping: max(set, 0))
        } else if set > shown {
            self = .linkAppended
        } else {
            self = .unchanged
        }
    }
}

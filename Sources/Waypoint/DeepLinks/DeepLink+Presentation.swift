extension DeepLink {
    /// How a deep link shows a destination.
    ///
    /// ```swift
    /// var presentation: Presentation { .present(.sheet) }
    /// ```
    public enum Presentation: Hashable, Sendable {
        /// Pushed on the stack of the level below it.
        case push
        /// Presented as a new modal level with the given style; the destinations after it in a
        /// link are pushed on that level's stack.
        case present(Modal.Style)
    }
}

// The former name of `DeepLink.Presentation`, for this package's own code.

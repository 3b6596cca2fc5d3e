extension NavigationState {
    /// How wide the window is, in the platform's two classes (UIKit's horizontal size class).
    ///
    /// The width is part of the ``NavigationState`` because rules depend on it: a popover is shown
    /// as a sheet in a compact width (`Modal.presentedStyle(in:)`). Only the host changes it, by
    /// reporting a width change (a rotation, a window resized on iPad or Mac); no
    /// host step changes it, and a ``Navigator`` keeps the width its host reported in every state it
    /// commits. It is not saved with a state: a restored state takes the window's width.
    ///
    /// ```swift
    /// try host.changeWidth(.regular)   // an iPad in landscape: popovers are popovers again
    /// ```
    public enum WidthClass: String, Hashable, Sendable, CaseIterable {
        /// An iPhone in portrait, a narrow window: popovers are shown as sheets.
        case compact
        /// An iPad, a wide window.
        case regular
    }
}

// The former name of `NavigationState.WidthClass`, for this package's own code.

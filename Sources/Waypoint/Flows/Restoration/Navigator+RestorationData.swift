public import Foundation

extension Navigator {
    /// What the app saves so that a relaunch brings back its screens *and* the flows that own
    /// them: the state on display and, for every flow owning a screen (or a child that does),
    /// its kind, its parent and its own data, as JSON.
    ///
    /// Save it where the platform keeps restoration data — UIKit's
    /// `stateRestorationActivity(for:)` or SwiftUI's `@SceneStorage` — and hand it to a
    /// ``NavigationRestorer`` on relaunch. Alerts are left out: nobody awaits their answer after a
    /// relaunch. A flow that is not a ``RestorableFlow`` is saved without a kind: its screens (and
    /// what lies above them) are dropped on restore. Equal saves give equal bytes.
    ///
    /// ```swift
    /// let data = try navigator.restorationData()
    /// // relaunch:
    /// let report = try await restorer.restore(data, into: navigator, app: app)
    /// ```
    ///
    /// - Returns: The saved navigation, as JSON with sorted keys.
    /// - Throws: `EncodingError` naming a destination type that is not `Codable`, or the error a
    ///   flow's ``RestorableFlow/restorationData()`` throws.
    public func restorationData() throws -> Data {
        try SavedNavigation(saving: self).encoded()
    }
}


extension RoutingHub {
    /// One open window of the app, as the hub knows it: its identity, its kind and its navigator.
    ///
    /// ```swift
    /// for scene in hub.scenes {
    ///     print(scene.id, scene.kind, scene.navigator.state.screens.count)
    /// }
    /// ```
    public struct Scene: Sendable, Identifiable {
        /// The window's identity.
        public let id: SceneID
        /// The window's role.
        public let kind: SceneID.Kind
        /// The navigator flows opened in this window present in.
        public let navigator: Navigator
    }
}

/// One open window as the hub holds it: its navigator, and the subscription through which the
/// hub learns that the window's screen changed (to resume requests waiting for it to be free).
@MainActor struct SceneWindow {
    let kind: SceneID.Kind
    let navigator: Navigator
    let subscription: NavigationSubscription
}

#if canImport(SwiftUI)
import SwiftUI
@_spi(HostAuthoring) import WaypointNavigation

/// What the bindings tell the host: each value SwiftUI sets becomes the event UIKit would have
/// sent, read with what SwiftUI shows after it.
extension SwiftUIHost {
    /// A stack's path was set (Back, an edge swipe, the back button's menu).
    func pathSet(_ path: [Screen], below root: Screen, at container: ContainerPath) {
        let snapshot = HostSnapshot(showing: reader.shown)
        guard let address = snapshot.address(of: container) else { return }
        let ids = [root.id] + path.map(\.id)
        report(.didShow(ids.last, in: address), in: snapshot.showingStack(ids, at: address))
    }

    /// The presentation binding of `level`, shown with `style`, was set to `false`: by the
    /// presented view's `dismiss` action (the app dismisses it, as a command) or by a swipe-down
    /// (the user's gesture); ``PresentationEnding`` tells which. A dismissal the navigator
    /// refuses is read as the user's, so that the state follows what SwiftUI shows.
    func presentationSetFalse(level: Int, style: Modal.Style) {
        let isSheet = style == .sheet || style == .fullScreen
        if isSheet, let command = ending.command(ending: level, allowsSwipeDown: model(atLevel: level).part.allowsSwipeDown),
            request(command, animated: true)
        {
            return
        }
        presentationEnded(level: level)
    }

    /// A sheet or cover's binding was set to `false` by the user (a swipe-down).
    func presentationEnded(level: Int) {
        let snapshot = HostSnapshot(showing: reader.shown)
        report(.sheetDidDismiss, in: snapshot.dismissing(level: level))
    }

    /// A tab view's selection was set (a tab tapped).
    func tabSelected(_ index: Int, at container: ContainerPath) {
        let snapshot = HostSnapshot(showing: reader.shown)
        guard let address = snapshot.address(of: container) else { return }
        report(.tabSelected(index, in: address), in: snapshot)
    }

    /// The button `index` of the alert on `level`, whose screen is `id`, was tapped; SwiftUI
    /// sets the presentation to `false` after the action ran.
    func alertActionChosen(_ index: Int, alert id: Screen.ID, level: Int) {
        let snapshot = HostSnapshot(showing: reader.shown)
        report(.alertActionChosen(index, alert: id), in: snapshot.dismissing(level: level))
    }

    /// A collapsed split view's `preferredCompactColumn` was set (Back across columns).
    func compactColumnSet(_ column: SplitColumns.Column, at container: ContainerPath) {
        let snapshot = HostSnapshot(showing: reader.shown)
        guard let address = snapshot.address(of: container) else { return }
        report(.compactColumnShown(column, in: address), in: snapshot)
    }

    /// The horizontal size class of the root view is now `width`.
    func widthChanged(_ width: NavigationState.WidthClass) {
        report(.widthChanged(width), in: HostSnapshot(showing: reader.shown))
    }

    private func report(_ event: HostEvent, in snapshot: HostSnapshot) {
        let reading = reader.read(event, in: snapshot)
        // SwiftUI shows what the host shows: the gesture's result, or what it showed before.
        show(reader.next)
        if case .gesture(let gesture) = reading { onUserGesture?(gesture) }
    }
}
#endif

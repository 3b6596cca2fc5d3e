#if canImport(UIKit)
import UIKit
@_spi(HostAuthoring) import WaypointNavigation

/// The controllers of new modal levels: styled as the state says (sheet with detents, full
/// screen, popover anchored where the state says, alert or action sheet), with the host's
/// presentation proxy in front of the delegate the app gave them.
extension UIKitHost {
    /// The controller of a new modal level presented from `level`.
    func presentedController(for modal: Modal, fromLevel level: Int) -> UIViewController {
        let presented: UIViewController
        if modal.style.isAlert, case .screen(let screen) = modal.content, let alert = screen.destination.as(AlertContent.self) {
            presented = alertController(for: screen, showing: alert, style: modal.style)
        } else {
            presented = controller(for: modal.content)
            presented.modalPresentationStyle = presentationStyle(of: modal.style)
        }
        let anchor = reader.next.popoverAnchor(ofLevel: level + 1).flatMap { controllers[$0] }
        if let popover = presented.popoverPresentationController {
            popover.sourceView = anchor?.view ?? chainController(at: level)?.view
            popover.adaptiveSheetPresentationController.detents = modal.detents.map(\.uiKitDetent)
        }
        presented.sheetPresentationController?.detents = modal.detents.map(\.uiKitDetent)
        // An alert leaves only through an action's handler; a dismissal callback could come
        // first and read as a dismissal without a choice. An action sheet shown as a popover
        // can be tapped away without one, so it keeps the proxy.
        guard modal.style != .alert else { return presented }
        let proxy = PresentationDelegateProxy(
            host: self, presented: presented, appDelegate: presented.presentationController?.delegate)
        presented.presentationController?.delegate = proxy
        presentationProxies[ObjectIdentifier(presented)] = proxy
        return presented
    }

    private func presentationStyle(of style: Modal.Style) -> UIModalPresentationStyle {
        switch style {
        case .sheet: .pageSheet
        case .fullScreen: .fullScreen
        case .popover: .popover
        case .alert, .confirmationDialog: .automatic
        }
    }

    /// UIKit asks how a presented level adapts to a width: as the state's rule says
    /// (``HostReader/presentedStyle(presentedAt:in:width:)``): a popover is a sheet in a
    /// compact width, every other level keeps its style.
    func adaptiveStyle(for presented: UIViewController, traits: UITraitCollection) -> UIModalPresentationStyle {
        let width: NavigationState.WidthClass = traits.horizontalSizeClass == .regular ? .regular : .compact
        guard let index = chainIndex(of: presented),
            let style = reader.presentedStyle(presentedAt: index, in: snapshot(), width: width)
        else { return .none }
        return style == .sheet && presented.modalPresentationStyle == .popover ? .pageSheet : .none
    }
}

extension Modal.Detent {
    @MainActor
    var uiKitDetent: UISheetPresentationController.Detent {
        switch self {
        case .medium: .medium()
        case .large: .large()
        }
    }
}
#endif

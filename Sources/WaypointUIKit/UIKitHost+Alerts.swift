#if canImport(UIKit)
import UIKit
@_spi(HostAuthoring) import WaypointNavigation

/// Alerts and confirmation dialogs as `UIAlertController`s, built by the host for the alert
/// screen of a level; each action's handler tells the reader which action the user picked.
extension UIKitHost {
    func alertController(for screen: Screen, showing alert: AlertContent, style: Modal.Style) -> UIViewController {
        let controller = UIAlertController(
            title: alert.title, message: alert.message, preferredStyle: style == .confirmationDialog ? .actionSheet : .alert)
        for (index, action) in alert.actions.enumerated() {
            let id = screen.id
            controller.addAction(UIAlertAction(title: action.title, style: action.role.alertActionStyle) { @MainActor [weak self] _ in
                self?.report(.alertActionChosen(index, alert: id))
            })
        }
        controllers[screen.id] = controller
        screenIDs[ObjectIdentifier(controller)] = screen.id
        return controller
    }
}

extension AlertAction.Role {
    var alertActionStyle: UIAlertAction.Style {
        switch self {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}
#endif

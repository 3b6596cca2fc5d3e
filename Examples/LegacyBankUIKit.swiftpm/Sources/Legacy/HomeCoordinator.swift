import UIKit

/// The app's own coordinator, as it was before Waypoint: it owns its navigation controller and
/// pushes its own view controllers. Adopting Waypoint for another tab changes nothing here.
@MainActor
final class HomeCoordinator {
    let navigationController = UINavigationController()

    init() {
        navigationController.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
    }

    func start() {
        let overview = MessageViewController(title: "Home", message: "Welcome back") { [weak self] in self?.showNews() }
        navigationController.setViewControllers([overview], animated: false)
    }

    private func showNews() {
        navigationController.pushViewController(MessageViewController(title: "News", message: "Nothing new today"), animated: true)
    }
}

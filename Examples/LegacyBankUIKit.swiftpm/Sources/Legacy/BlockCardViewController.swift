import UIKit

/// The app's existing card screen, unchanged by the adoption: Waypoint shows it in the Accounts
/// tab through the one screen registry, and its Help button still pushes the app's own view
/// controller on whatever navigation controller it sits in — the host reads that push as the
/// app acting, and leaves the app's controller alone.
@MainActor
final class BlockCardViewController: UIViewController {
    private let cardID: Int

    init(cardID: Int) {
        self.cardID = cardID
        super.init(nibName: nil, bundle: nil)
        title = "Block card"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let help = UIButton(type: .system, primaryAction: UIAction(title: "Help") { [weak self] _ in
            guard let self else { return }
            let message = MessageViewController(title: "Help", message: "Card \(self.cardID) is blocked until you unblock it")
            self.navigationController?.pushViewController(message, animated: true)
        })
        help.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(help)
        NSLayoutConstraint.activate([
            help.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            help.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

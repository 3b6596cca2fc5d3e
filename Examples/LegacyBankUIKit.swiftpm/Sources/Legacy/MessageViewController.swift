import UIKit

/// The app's own screen: a message and, when given an action, a button that runs it.
@MainActor
final class MessageViewController: UIViewController {
    private let message: String
    private let action: (@MainActor () -> Void)?

    init(title: String, message: String, action: (@MainActor () -> Void)? = nil) {
        self.message = message
        self.action = action
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = message
        let stack = UIStackView(arrangedSubviews: [label])
        stack.axis = .vertical
        stack.spacing = 16
        if action != nil {
            let button = UIButton(type: .system, primaryAction: UIAction(title: "More") { [weak self] _ in self?.action?() })
            stack.addArrangedSubview(button)
        }
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

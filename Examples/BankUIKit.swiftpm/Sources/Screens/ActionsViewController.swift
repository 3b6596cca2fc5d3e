import UIKit

/// A screen of text and buttons: every screen of the bank but the card sheet.
@MainActor
final class ActionsViewController: UIViewController {
    /// A button and what it does.
    struct Action {
        let title: String
        let run: @MainActor () -> Void

        init(_ title: String, run: @escaping @MainActor () -> Void) {
            self.title = title
            self.run = run
        }
    }

    private let message: String
    private let actions: [Action]

    init(title: String, message: String, actions: [Action] = []) {
        self.message = message
        self.actions = actions
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = message
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [label])
        for action in actions { stack.addArrangedSubview(button(for: action)) }
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func button(for action: Action) -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = action.title
        let run = action.run
        return UIButton(configuration: configuration, primaryAction: UIAction { _ in run() })
    }
}

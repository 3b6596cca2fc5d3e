import UIKit
import BankCore

/// The card sheet (Nubank's view controller): lays out the view models its controller produces
/// and hands the button to the controller. It holds no logic.
@MainActor
final class CardBlockViewController: UIViewController {
    private let controller: CardController
    private let done: @MainActor () -> Void
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let hintLabel = UILabel()
    private let button = UIButton(configuration: .borderedProminent())
    private var binding: Task<Void, Never>?

    init(controller: CardController, done: @escaping @MainActor () -> Void) {
        self.controller = controller
        self.done = done
        super.init(nibName: nil, bundle: nil)
        title = "Card \(controller.cardID)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let done = done
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .done, primaryAction: UIAction { _ in done() })
        let controller = controller
        button.addAction(UIAction { _ in Task { await controller.toggle() } }, for: .primaryActionTriggered)
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 48)
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        hintLabel.textColor = .secondaryLabel
        hintLabel.textAlignment = .center
        hintLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [imageView, titleLabel, hintLabel, button])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    /// Binds while on screen: the controller's view models, until the sheet goes away.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let controller = controller
        binding = Task { [weak self] in
            await controller.bind { model in self?.render(model) }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        binding?.cancel()
        binding = nil
    }

    private func render(_ model: CardViewModel) {
        imageView.image = UIImage(systemName: model.image)
        titleLabel.text = model.title
        hintLabel.text = model.hint
        button.configuration?.title = model.buttonTitle
    }
}

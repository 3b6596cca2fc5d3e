import SwiftUI
import BankCore

/// The card sheet (Nubank's view): lays out the view models its controller produces and hands
/// the button to the controller. It holds no logic.
@MainActor
struct CardBlockView: View {
    private let controller: CardController
    private let done: @MainActor () -> Void
    @State private var model: CardViewModel? = nil

    init(controller: CardController, done: @escaping @MainActor () -> Void) {
        self.controller = controller
        self.done = done
    }

    var body: some View {
        VStack(spacing: 16) {
            if let model {
                Image(systemName: model.image)
                    .font(.system(size: 48))
                Text(model.title)
                    .font(.title2.bold())
                Text(model.hint)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                Button(model.buttonTitle) {
                    Task { await controller.toggle() }
                }
                .buttonStyle(.borderedProminent)
            } else {
                ProgressView()
            }
        }
        .padding()
        .navigationTitle("Card \(controller.cardID)")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { done() }
            }
        }
        .task { await controller.bind { model = $0 } }
    }
}

extension CardsScreens where Content == any View {
    /// The cards module's SwiftUI sheet, which the module registers for `Cards`.
    static var swiftUI: Self {
        CardsScreens { controller, done in CardBlockView(controller: controller, done: done) }
    }
}

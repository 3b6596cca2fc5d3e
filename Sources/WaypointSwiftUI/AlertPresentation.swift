#if canImport(SwiftUI)
import SwiftUI
@_spi(HostAuthoring) import WaypointNavigation

/// The alert or confirmation dialog a level presents, drawn from the state's ``AlertContent``:
/// each button reports its index before SwiftUI dismisses the alert.
@MainActor
struct AlertPresentation: ViewModifier {
    let host: SwiftUIHost
    let model: LevelModel
    let isPresented: @MainActor (Modal.Style) -> Binding<Bool>

    func body(content: Content) -> some View {
        let alert = model.part.presentingAlert
        let title = Text(alert?.content.title ?? "")
        content
            .alert(title, isPresented: isPresented(.alert), actions: { @MainActor in buttons(alert) }, message: { @MainActor in message(alert) })
            .confirmationDialog(
                title, isPresented: isPresented(.confirmationDialog), titleVisibility: .visible,
                actions: { @MainActor in buttons(alert) }, message: { @MainActor in message(alert) })
    }

    private func buttons(_ alert: (id: Screen.ID, content: AlertContent)?) -> some View {
        let actions = alert.map { Array($0.content.actions.enumerated()) } ?? []
        let host = host, level = model.level + 1
        return ForEach(actions, id: \.offset) { @MainActor item in
            Button(item.element.title, role: item.element.role.buttonRole) { @MainActor in
                if let alert { host.alertActionChosen(item.offset, alert: alert.id, level: level) }
            }
        }
    }

    @ViewBuilder
    private func message(_ alert: (id: Screen.ID, content: AlertContent)?) -> some View {
        if let message = alert?.content.message { Text(message) }
    }
}

extension AlertAction.Role {
    var buttonRole: ButtonRole? {
        switch self {
        case .default: nil
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}

extension Modal.Detent {
    var swiftUIDetent: PresentationDetent {
        switch self {
        case .medium: .medium
        case .large: .large
        }
    }
}

/// Reports the horizontal size class (iOS) to the host, which reads a change as
/// ``UserGesture/widthChanged(_:)``.
@MainActor
struct WidthReport: ViewModifier {
    let host: SwiftUIHost
    #if os(iOS)
        @Environment(\.horizontalSizeClass) private var sizeClass
    #endif

    func body(content: Content) -> some View {
        #if os(iOS)
            content.onChange(of: sizeClass, initial: true) { @MainActor _, new in
                host.widthChanged(new == .regular ? .regular : .compact)
            }
        #else
            content
        #endif
    }
}
#endif

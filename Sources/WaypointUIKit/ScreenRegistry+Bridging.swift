#if canImport(UIKit)
public import SwiftUI
public import UIKit
public import WaypointNavigation

extension ScreenRegistry where Content == any View {
    /// Registers a UIKit view controller as the screen of every destination of type `type`, in
    /// the registry of SwiftUI views: one registry serves both hosts.
    ///
    /// A SwiftUI host (`SwiftUIHost(screens:)`, `WaypointStack`) shows the controller through a
    /// `UIViewControllerRepresentable`, built once per screen; a ``UIKitHost`` given
    /// ``controllers`` shows the controller itself, unwrapped. So a team moves one screen at a
    /// time to SwiftUI while both hosts keep showing every screen.
    ///
    /// ```swift
    /// var screens = ScreenRegistry<any View>()
    /// try screens.register(Accounts.self, module: "Accounts") { AccountsView($0) }            // SwiftUI
    /// try screens.register(Statement.self, module: "Accounts", controller: { StatementViewController($0) })
    /// let host = UIKitHost(managing: accountsTab, screens: screens.controllers)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The destination type.
    ///   - module: Who registers it, named in errors.
    ///   - controller: Builds the controller of one destination; called once per screen.
    /// - Throws: ``ScreenRegistryError`` of kind ``ScreenRegistryError/Kind/duplicate`` when a
    ///   module already registered `type`; the registry is unchanged.
    public mutating func register<D: Destination>(
        _ type: D.Type, module: String, controller: @escaping @MainActor (D) -> UIViewController
    ) throws(ScreenRegistryError) {
        try register(type, module: module) { @MainActor destination in ScreenController(make: { controller(destination) }) }
    }

    /// The same registry for a ``UIKitHost``: a controller registered with
    /// ``register(_:module:controller:)`` as itself, every SwiftUI view in a
    /// `UIHostingController` whose environment holds the navigator
    /// (`@Environment(Navigator.self)`).
    ///
    /// ```swift
    /// let host = UIKitHost(managing: accountsTab, screens: screens.controllers)
    /// ```
    public var controllers: ScreenRegistry<UIViewController> {
        bridged { @MainActor view, _, navigator in
            if let controller = view as? ScreenController { return controller.make() }
            guard let navigator else { return UIHostingController(rootView: AnyView(view)) }
            return UIHostingController(rootView: AnyView(view).environment(navigator))
        }
    }
}

/// A UIKit screen in SwiftUI: the controller is built when SwiftUI makes the representable, once
/// per screen on display, never on each `body`.
@MainActor
struct ScreenController: UIViewControllerRepresentable {
    let make: @MainActor () -> UIViewController

    func makeUIViewController(context: Context) -> UIViewController { make() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
#endif

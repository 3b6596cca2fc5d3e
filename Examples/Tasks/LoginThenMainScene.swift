// README "Three everyday tasks", task 2 (UIKit): a login coordinator, then the main coordinator.
// Parse-checked by .ci/steps/06-examples-parse.sh; `Login`, `Main` and the flows are the
// platform-free part, compiled by Tests/WaypointTests/Modules/EverydayTasksTests.swift.
import WaypointUIKit

struct AppModule: WaypointModule {
    func register(in module: inout ModuleRegistration<UIViewController>) {
        module.screen(Login.self, ownedBy: LoginFlow.self) { _, flow in
            let login = UIViewController()
            login.view.addSubview(UIButton(primaryAction: UIAction(title: "Log in") { _ in flow.loggedIn(as: "ana") }))
            return login
        }
        module.screen(Main.self) { _ in UIViewController() }
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var navigator: Navigator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        let navigator = Navigator(host: UIKitHost(window: window, screens: try! ModuleRegistry([AppModule()]).screens))
        Task { await AppFlow(navigator: navigator).launch() }
        (self.window, self.navigator) = (window, navigator)
    }
}

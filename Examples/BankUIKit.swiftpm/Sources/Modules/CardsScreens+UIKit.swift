import UIKit
import BankCore

extension CardsScreens where Content == UIViewController {
    /// The cards module's sheet, which the module registers for `Cards`.
    static var uiKit: Self {
        CardsScreens { controller, done in CardBlockViewController(controller: controller, done: done) }
    }
}

import Waypoint

/// What the bank gives its modules: the services their flows use, and the bank itself for the
/// screens' buttons (weakly: the bank owns the navigator, which owns the host, which owns the
/// screens' builders).
@MainActor
struct BankModuleContext {
    let flows: FlowTracker
    let cards: CardService
    let reference: BankReference
}

/// The bank, once it exists: a screen is built only after `Bank.init` returned.
@MainActor
final class BankReference {
    weak var bank: Bank?
}

extension ModuleRegistration {
    /// Registers the view of the screen a root flow shows (the app coordinator starts the flow,
    /// no route does), built with the bank for its buttons.
    mutating func rootScreen<D: Destination>(
        _ type: D.Type, of context: BankModuleContext, view: @escaping @MainActor (Bank, Screen) -> Content
    ) {
        flow(shows: type)
        let reference = context.reference
        screen(type) { _, screen in reference.bank.map { view($0, screen) } }
    }
}

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

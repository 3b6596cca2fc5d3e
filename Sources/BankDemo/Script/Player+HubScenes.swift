import Foundation
@_spi(Inspection) import Waypoint

// The scenes about what the routing hub decides before any screen changes: sources and trust,
// dry runs, and routes the backend changes as data.
extension Player {
    func trust() async throws {
        open("nuapp://settings/developer", from: .externalApp)
        open("nuapp://web?url=https://evil.example/login", from: .externalApp)
        open("nuapp://acounts/7", from: .inApp)
        open("https://bank.example/accounts/0", from: .universalLink)
        await settle()
        out.outcome("the hub refused all four requests, each with its reason (✗), before any screen changed (on screen: \(onScreen()))")
    }

    func dryRun() async throws {
        out.say("hub.plan(for:source:) runs every decision a request would meet and records it:")
        out.say(bank.hub.plan(for: "nuapp://accounts/7?utm_source=mail", source: .pushNotification).description)
        out.say("(a push comes from outside the app, so the query keys the route does not declare are dropped, values unread)")
        out.outcome("the plan says the link would start accounts.detail; nothing on screen changed (on screen: \(onScreen()))")
    }

    func overrides() async throws {
        let manifest = """
            {"version": 1,
             "routes": {"cards.block": {"disabled": {"fallback": "nuapp://help/cards/blocking"}}},
             "redirects": [{"from": "cartoes/:id/bloquear", "to": "nuapp://cards/:id/block"}]}
            """
        out.say("the backend sends overrides: card blocking is disabled (links fall back to help), and an old URL is an alias")
        do {
            try bank.hub.loadOverrides(Data(manifest.utf8))
            out.say("overrides loaded")
        } catch {
            out.say("overrides rejected: \(error)")
        }
        open("nuapp://cartoes/42/bloquear", from: .pushNotification)
        await settle()
        out.say(tree())
        out.outcome("the old URL reached card blocking, which the backend disabled, so the help page opened instead; it stays open into the next scene")
    }

    func badManifest() async throws {
        do {
            try bank.hub.loadOverrides(Data(#"{"version": 2, "routes": {"nope": {}}}"#.utf8))
            out.say("loaded (unexpected)")
        } catch {
            out.say("rejected: \(error)")
        }
        out.say("the loaded overrides still apply; a dry run of the card link shows them, and meets the open help sheet:")
        out.say(bank.hub.plan(for: "nuapp://cards/42/block", source: .pushNotification).description)
        out.say("why it would park: \(busyReason()); the help route waits for the screen to be free (`deferUntilUnlocked`, its policy's default) instead of covering it")
        out.say("the user reads the help page and pulls it down")
        try bank.host.swipeDown()
        await settle()
        out.outcome("the bad manifest changed nothing: card blocking is still disabled and falls back to help (on screen: \(onScreen()))")
    }
}

import Waypoint

/// The support module: help pages and allow-listed web pages, which any source may open, and
/// chats, which show in the support window (one opens if none is).
struct SupportModule: WaypointModule {
    func register(in module: inout ModuleRegistration<String>) {
        let anySource = RoutePolicy(allowedSources: Self.anySource)
        module.route(HelpTopic.self, policy: anySource, shows: Help.self) { help, context in
            PresentingCoordinator(navigator: context.navigator, destination: Help.topic(help.path), id: flowID("help", context))
        }
        // The hub refuses a page whose host is not one of `webHosts` (the hub's configuration).
        var webPolicy = anySource
        webPolicy.webPageParameter = "url"
        module.route(WebPage.self, policy: webPolicy, shows: Help.self) { page, context in
            PresentingCoordinator(navigator: context.navigator, destination: Help.web(page.url), id: flowID("web", context))
        }
        // Chats show in the support window, whichever window is active.
        var chatPolicy = RoutePolicy(allowedSources: [.inApp, .pushNotification])
        chatPolicy.scene = .kind("support")
        module.route(SupportChat.self, policy: chatPolicy, shows: Support.self) { chat, context in
            ChatCoordinator(navigator: context.navigator, topic: chat.topic, id: flowID("chat", context))
        }
        module.screen(Help.self) { help in
            switch help {
            case .topic(let path): "Help: \(path)"
            case .web(let url): "Web page \(url)"
            }
        }
        module.screen(Support.self) { support in
            switch support {
            case .inbox: "Support inbox"
            case .chat(let topic): "Chat about \(topic)"
            }
        }
    }

    /// Every source the library names: help is for anyone.
    static let anySource: Set<RequestSource> = [.inApp, .pushNotification, .universalLink, .externalApp, .backend, .inspector]
}

/// `help/cards/blocking`: a help page, however deep its path.
///
/// The pattern ends in a catch-all (`**`), whose match is reported under the key `"**"`; the
/// coding key maps that key to `path`, so the route stays a plain typed value.
struct HelpTopic: TypedRoute {
    static let declaration = Route.Declaration("help.topic", "help/**", owner: "Support")
    var path: String

    enum CodingKeys: String, CodingKey {
        case path = "**"
    }
}

/// `web?url=https://help.bank.example/faq`: a web page of an allow-listed host.
struct WebPage: TypedRoute {
    static let declaration = Route.Declaration("web.page", "web", owner: "Support")
    var url: String
}

/// `support/chat/cards`: a support chat about a topic.
struct SupportChat: TypedRoute {
    static let declaration = Route.Declaration("support.chat", "support/chat/:topic", owner: "Support")
    var topic: String
}

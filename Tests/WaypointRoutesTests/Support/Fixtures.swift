import Foundation
import WaypointRoutes

enum Tab: String, Sendable { case home, cards, help }

enum Fixtures {
    static let configuration = URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"])
    static let cardID = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"

    static func routes() throws -> [Route] {
        [
            try Route("root", "/", owner: "App"),
            try Route("home", "home", owner: "Home"),
            try Route("cards.new", "cards/new", owner: "Cards"),
            try Route("cards.byYear", "cards/:year", parameters: ["year": .int], owner: "Cards"),
            try Route("cards.byName", "cards/:name", owner: "Cards"),
            try Route("card.detail", "card/:cardID", parameters: ["cardID": .uuid], owner: "Cards"),
            try Route(
                "card.block", "card/:cardID/block", parameters: ["cardID": .uuid],
                query: [.required("reason"), .optional("amount", .int, default: "0")], owner: "Cards"),
            try Route("tab", "tab/:tab", parameters: ["tab": .rawRepresentable(Tab.self)], owner: "App"),
            try Route("flag", "flags/:on", parameters: ["on": .bool], owner: "App"),
            try Route("files.any", "files/*/raw", owner: "Files"),
            try Route("help", "help/**", owner: "Help"),
            try Route("help.topic", "help/topics/:topic", owner: "Help"),
            try Route("user", "user/:handle", owner: "Profile"),
            try Route("search", "search", query: [.optional("q"), .optional("page", .int, default: "1")], owner: "Search"),
        ]
    }

    static func table(caseInsensitive: Bool = false) throws -> RouteTable {
        try RouteTable(
            routes(),
            configuration: URLConfiguration(schemes: ["nuapp"], hosts: ["bank.example"],
                                            caseInsensitivePaths: caseInsensitive))
    }
}

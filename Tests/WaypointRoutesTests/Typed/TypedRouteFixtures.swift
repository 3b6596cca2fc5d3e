import Foundation
import WaypointRoutes

struct BlockCard: TypedRoute, Equatable {
    static let declaration = Route.Declaration("card.block", "card/:cardID/block", owner: "Cards")
    var cardID: Int
    var reason: String?
}

enum StatementFormat: String, Codable, Sendable, CaseIterable { case pdf, csv }

struct Statement: TypedRoute, Equatable {
    static let declaration = Route.Declaration("statement", "accounts/:accountID/statements/:year")
    var accountID: UUID
    var year: Int
    var format: StatementFormat
    var express: Bool?
    var note: String?
    var amount: Double?
}

struct MissingYear: TypedRoute {
    static let declaration = Route.Declaration("missing", "accounts/:accountID/statements/:year")
    var accountID: UUID
}

struct OptionalPath: TypedRoute {
    static let declaration = Route.Declaration("optional", "card/:cardID")
    var cardID: Int?
}

struct ExtraType: TypedRoute {
    static let declaration = Route.Declaration("extra", "card/:cardID", types: ["cardId": .int])
    var cardID: Int
}

struct ListProperty: TypedRoute {
    static let declaration = Route.Declaration("list", "cards")
    var ids: [Int]
}

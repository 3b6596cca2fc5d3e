import Foundation
import WaypointRoutes

struct BlockCard: TypedRoute, Equatable {
    static let declaration = RouteDeclaration("card.block", "card/:cardID/block", owner: "Cards")
    var cardID: Int
    var reason: String?
}

enum StatementFormat: String, Codable, Sendable, CaseIterable { case pdf, csv }

struct Statement: TypedRoute, Equatable {
    static let declaration = RouteDeclaration("statement", "accounts/:accountID/statements/:year")
    var accountID: UUID
    var year: Int
    var format: StatementFormat
    var express: Bool?
    var note: String?
    var amount: Double?
}

struct MissingYear: TypedRoute {
    static let declaration = RouteDeclaration("missing", "accounts/:accountID/statements/:year")
    var accountID: UUID
}

struct OptionalPath: TypedRoute {
    static let declaration = RouteDeclaration("optional", "card/:cardID")
    var cardID: Int?
}

struct ExtraType: TypedRoute {
    static let declaration = RouteDeclaration("extra", "card/:cardID", types: ["cardId": .int])
    var cardID: Int
}

struct ListProperty: TypedRoute {
    static let declaration = RouteDeclaration("list", "cards")
    var ids: [Int]
}

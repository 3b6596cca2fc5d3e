extension RouteManifest {
    /// The constraints of one parameter, as written: `{"min": 1, "max": 9999}`,
    /// `{"oneOf": ["tv", "radio"]}`, `{"maxLength": 12, "pattern": "[A-Z0-9]+"}`. The `waypoint`
    /// tool turns them into the hub's `RoutePolicy.ParameterConstraint`s.
    package struct ConstraintEntry: Decodable {
        /// The lower bound of a range (with `max`); both integral makes an integer range.
        package var min: Double?
        /// The upper bound of a range (with `min`).
        package var max: Double?
        /// The allowed values.
        package var oneOf: [String]?
        /// The most characters a value may have.
        package var maxLength: Int?
        /// A whole-value pattern (the hub's `ValuePattern` syntax).
        package var pattern: String?

        private enum CodingKeys: String, CodingKey, CaseIterable {
            case min, max, oneOf, maxLength, pattern
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
            min = try container.decodeIfPresent(Double.self, forKey: .min)
            max = try container.decodeIfPresent(Double.self, forKey: .max)
            oneOf = try container.decodeIfPresent([String].self, forKey: .oneOf)
            maxLength = try container.decodeIfPresent(Int.self, forKey: .maxLength)
            pattern = try container.decodeIfPresent(String.self, forKey: .pattern)
        }
    }
}

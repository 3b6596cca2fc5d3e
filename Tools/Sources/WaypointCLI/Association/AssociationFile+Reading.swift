import Foundation

extension AssociationFile {
    /// Why an association file cannot be checked: every shape problem, each at its place
    /// (`applinks.details[0].components[2].exclude: expected true or false`).
    struct Unreadable: Error {
        var problems: [String]
    }

    /// Reads the `applinks` section of an association file, checking its shape against Apple's
    /// documented format: keys each object may have, and the type of each value.
    ///
    /// - Throws: ``Unreadable`` listing every problem: text that is not JSON, a missing
    ///   `applinks` or `details`, an unknown key, a value of the wrong type, an app identifier
    ///   not written `TEAMID.bundle.identifier`, or the legacy `paths` (not checked).
    init(reading data: Data) throws(Unreadable) {
        var problems: [String] = []
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Unreadable(problems: ["the file is not a JSON object"])
        }
        guard let applinks = root["applinks"] as? [String: Any] else {
            throw Unreadable(problems: ["applinks: missing, or not an object"])
        }
        Self.checkKeys(applinks, ["defaults", "details", "substitutionVariables", "apps"], at: "applinks", &problems)
        var caseSensitive = true
        var percentEncoded = true
        if let defaults = applinks["defaults"] {
            if let object = defaults as? [String: Any] {
                Self.checkKeys(object, ["caseSensitive", "percentEncoded"], at: "applinks.defaults", &problems)
                caseSensitive = Self.bool(object["caseSensitive"], at: "applinks.defaults.caseSensitive", &problems) ?? true
                percentEncoded = Self.bool(object["percentEncoded"], at: "applinks.defaults.percentEncoded", &problems) ?? true
            } else {
                problems.append("applinks.defaults: expected an object")
            }
        }
        var details: [Details] = []
        if let list = applinks["details"] as? [Any] {
            for (index, element) in list.enumerated() {
                let place = "applinks.details[\(index)]"
                guard let object = element as? [String: Any] else {
                    problems.append("\(place): expected an object")
                    continue
                }
                Self.checkKeys(object, ["appID", "appIDs", "components", "defaults", "paths"], at: place, &problems)
                if object["paths"] != nil { problems.append("\(place).paths: the legacy `paths` list is not checked; use `components`") }
                var appIDs = (object["appIDs"] as? [Any])?.compactMap { $0 as? String } ?? []
                if let single = object["appID"] as? String { appIDs.append(single) }
                if appIDs.isEmpty { problems.append("\(place): expected `appIDs` (a list of TEAMID.bundle.identifier)") }
                for appID in appIDs where !Self.isAppID(appID) {
                    problems.append("\(place).appIDs: `\(appID)` is not TEAMID.bundle.identifier")
                }
                let components = (object["components"] as? [Any] ?? []).enumerated().compactMap { position, value in
                    Self.component(value, at: "\(place).components[\(position)]", &problems)
                }
                if !(object["components"] is [Any]) { problems.append("\(place).components: expected a list") }
                details.append(Details(appIDs: appIDs, components: components))
            }
        } else {
            problems.append("applinks.details: missing, or not a list")
        }
        guard problems.isEmpty else { throw Unreadable(problems: problems) }
        self.init(caseSensitive: caseSensitive, percentEncoded: percentEncoded, details: details)
    }

    /// `ABCDE12345.com.example.app`: ten letters or digits, a dot, a bundle identifier.
    static func isAppID(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1)
        return parts.count == 2 && parts[0].count == 10 && parts[0].allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
            && !parts[1].isEmpty
    }

    private static func component(_ value: Any, at place: String, _ problems: inout [String]) -> AssociationComponent? {
        guard let object = value as? [String: Any] else {
            problems.append("\(place): expected an object")
            return nil
        }
        checkKeys(object, ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"], at: place, &problems)
        var component = AssociationComponent()
        component.path = string(object["/"], at: place + "./", &problems)
        component.fragment = string(object["#"], at: place + ".#", &problems)
        component.comment = string(object["comment"], at: place + ".comment", &problems)
        component.exclude = bool(object["exclude"], at: place + ".exclude", &problems) ?? false
        component.caseSensitive = bool(object["caseSensitive"], at: place + ".caseSensitive", &problems)
        component.percentEncoded = bool(object["percentEncoded"], at: place + ".percentEncoded", &problems)
        switch object["?"] {
        case nil: break
        case let text as String: component.query = .whole(text)
        case let rules as [String: Any]:
            var keys: [String: String] = [:]
            for (key, pattern) in rules {
                if let pattern = pattern as? String { keys[key] = pattern } else { problems.append("\(place).?.\(key): expected a pattern") }
            }
            component.query = .keys(keys)
        default: problems.append("\(place).?: expected a pattern or an object of patterns by query key")
        }
        return component
    }

    private static func checkKeys(_ object: [String: Any], _ allowed: Set<String>, at place: String, _ problems: inout [String]) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            problems.append("\(place): unknown key `\(key)`; expected " + allowed.sorted().map { "`\($0)`" }.joined(separator: ", "))
        }
    }

    private static func string(_ value: Any?, at place: String, _ problems: inout [String]) -> String? {
        guard let value else { return nil }
        guard let text = value as? String else {
            problems.append("\(place): expected text")
            return nil
        }
        return text
    }

    private static func bool(_ value: Any?, at place: String, _ problems: inout [String]) -> Bool? {
        guard let value else { return nil }
        // JSONSerialization reads `true` and `1` alike as numbers; a JSON boolean's type code is
        // `c` (a C `char`), an integer's `i` or `q`.
        guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else {
            problems.append("\(place): expected true or false")
            return nil
        }
        return number.boolValue
    }
}

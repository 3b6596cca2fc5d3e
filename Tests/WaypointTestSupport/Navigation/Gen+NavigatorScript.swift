package import PropertyBased

extension Gen where Value == [NavigatorAction] {
    /// Random scripts of up to `count` navigator actions (see ``NavigatorAction``) that shrink by
    /// dropping actions and simplifying them.
    ///
    /// ```swift
    /// await propertyCheck(input: Gen.navigationState, Gen.navigatorScript(count: 60)) { state, script in
    ///     for action in script { … }   // a failure shrinks to the few actions that break the law
    /// }
    /// ```
    package static func navigatorScript(count: Int) -> AnyGenerator<[NavigatorAction]> {
        zip(Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...11), Gen<UInt64>.uint64(in: 0...UInt64(UInt32.max)))
            .map { NavigatorAction(kind: $0, detail: $1, seed: $2) }
            .array(of: 0...count)
            .eraseToAny()
    }
}

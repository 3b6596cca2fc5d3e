/// Hands out default flow identities: the type's name and a counter.
@MainActor enum FlowIdentity {
    private static var counter: UInt64 = 0

    static func make(for type: Any.Type) -> FlowID {
        counter += 1
        return FlowID("\(type)#\(counter)")
    }
}

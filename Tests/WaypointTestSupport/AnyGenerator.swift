package import PropertyBased

/// A generator whose shrinking sequence is type-erased, so generators built from many parts have
/// a type a reader can write down.
///
/// Erasing keeps the shrinker: a failing value still shrinks through the parts it was made of.
///
/// ```swift
/// let urls: AnyGenerator<String> = Gen.routeURL
/// await propertyCheck(input: urls) { url in … }   // a failure shrinks to the shortest URL that fails
/// ```
package typealias AnyGenerator<Value> = Generator<Value, AnySequence<Any>>

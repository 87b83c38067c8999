/// How values of one type answer one name a template uses, worked out once per tag and type
/// (``TemplateTypes``) instead of by a string switch in every value in scope at every look-up.
package enum TemplateResolution: Sendable, Equatable {
    /// The type has no such name: the look-up goes on to the value below.
    case none
    /// The case of the type's `Key` stored as this byte.
    case key(UInt8)
    /// The case of the `Key` of the one type the value also answers for (``TemplateValue/alsoAnswers``)
    /// stored as this byte, asked of the value's ``TemplateValue/delegated(_:named:)``.
    case delegated(UInt8)
    /// Answered through `child(named:)`, by a string switch.
    case named
}

/// The names of a ``TemplateValue``: each case's raw value is the name templates write.
package protocol TemplateKey: RawRepresentable<String>, CaseIterable {
    /// What the name holds, for the check: ``TemplateShape/text`` unless the key says otherwise.
    var holds: TemplateShape { get }
}

extension TemplateKey {
    package var holds: TemplateShape { .text }
}

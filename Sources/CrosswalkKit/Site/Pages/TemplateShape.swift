/// What a name holds, as the contract check sees it.
package indirect enum TemplateShape {
    /// Text, a number or a flag: `{{name}}`, or a section that shows or hides its content.
    case text
    /// A value with names of its own, which a `{{#name}}` section reads.
    case value(any TemplateValue.Type)
    /// A list: a section repeats its content for each item.
    case list(TemplateShape)
    /// The name of one of these partials: `{{>*name}}`.
    case partial([String])
}

/// The sections of the main navigation; the current one is marked in the layout.
package enum SiteSection: String, Sendable, TemplateKey {
    case standards, platforms, checklists, checks, wcag, compare, coverage, topics, search
}

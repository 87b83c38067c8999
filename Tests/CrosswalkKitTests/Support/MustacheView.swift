import CrosswalkKit
import Mustache

/// Template values as swift-mustache reads them (names through `MustacheParent`, text as
/// `String`, lists as arrays), so that a test renders the same input with swift-mustache's
/// renderer and with ``CompiledTemplate`` and compares the bytes. The first value answers first
/// (a page's input, then its frame).
struct MustacheView: MustacheParent {
    let values: [any TemplateValue]

    init(_ page: PageContext) { values = [page.input, page.frame] }
    init(_ value: any TemplateValue) { values = [value] }

    func child(named name: String) -> Any? {
        for value in values {
            if let data = value.child(named: name) { return Self.mustache(data) }
        }
        return nil
    }

    static func mustache(_ data: TemplateData) -> Any {
        switch data {
        case .text(let text): text
        case .flag(let flag): flag
        case .number(let number): number
        case .value(let value): MustacheView(value)
        case .list(let list): (0..<list.count).map { mustache(list.item($0)) }
        }
    }
}

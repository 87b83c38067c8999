import Mustache

/// A page's input and its frame, as one root value: names the input does not answer are
/// the frame's.
struct PageContext: MustacheParent {
    let input: any TemplateValue
    let frame: PageFrame

    func child(named name: String) -> Any? {
        input.child(named: name) ?? frame.child(named: name)
    }
}

/// A page's input and its frame, the root of its rendering: names the input does not answer
/// are the frame's.
struct PageContext {
    let input: any TemplateValue
    let frame: PageFrame
}

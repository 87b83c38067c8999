/// A page's input and its frame, the root of its rendering: names the input does not answer
/// are the frame's.
package struct PageContext {
    package init(input: any TemplateValue, frame: PageFrame) {
        self.input = input
        self.frame = frame
    }

    package let input: any TemplateValue
    package let frame: PageFrame
}

import Foundation

/// Renders pages on every core: each task builds its pages and hands each one to `emit`,
/// which renders and writes it at once, so no page is held once written. The files are the
/// same whatever order the work ran in; the paths come back in task order.
package struct SiteRenderer {
    package init(templates: SiteTemplates, writer: SiteWriter) {
        self.templates = templates
        self.writer = writer
    }

    /// Builds pages and hands each to its argument.
    package typealias Task = @Sendable (_ emit: (SitePage) throws -> Void) throws -> Void

    let templates: SiteTemplates
    let writer: SiteWriter

    /// Runs the tasks (those at `first` before the rest) and returns each one's page paths;
    /// throws the error of the first task, in task order, that failed.
    package func run(_ tasks: [Task], startingWith first: [Int] = []) throws -> [[String]] {
        let (templates, writer) = (templates, writer)
        let results = ParallelMap(count: tasks.count, startingWith: first) { index in
            Result { () -> [String] in
                var written: [String] = []
                let task = tasks[index]
                try task { page in
                    try writer.write(
                        templates.renderBytes(PageContext(input: page.input, frame: page.frame), with: page.template), to: page.path)
                    written.append(page.path)
                }
                return written
            }
        }.values
        return try results.map { try $0.get() }
    }
}

import Foundation

/// Renders pages on every core: each worker builds a task's pages, renders them and writes
/// their files, so no page is held once written and nothing waits for one writer. The files
/// are the same whatever order the work ran in; the paths come back in task order.
final class SiteRenderer: @unchecked Sendable {
    let templates: SiteTemplates
    let writer: SiteWriter
    /// Builds pages and hands each to its argument, which renders and writes it.
    typealias Task = (_ emit: (SitePage) throws -> Void) throws -> Void

    let tasks: [Task]
    private let paths: ConcurrentResults<[String]>
    private var failure: (index: Int, error: Error)?
    private let lock = NSLock()

    init(templates: SiteTemplates, writer: SiteWriter, tasks: [Task]) {
        self.templates = templates
        self.writer = writer
        self.tasks = tasks
        paths = ConcurrentResults(count: tasks.count)
    }

    /// Runs the tasks (those at `first` before the rest) and returns each one's page paths;
    /// throws the error of the first task, in task order, that fails.
    func run(startingWith first: [Int] = []) throws -> [[String]] {
        let firsts = Set(first)
        let order = first + tasks.indices.filter { !firsts.contains($0) }
        DispatchQueue.concurrentPerform(iterations: order.count) { position in perform(order[position]) }
        // Without a failure every task ran and filled its slot.
        if let failure { throw failure.error }
        return paths.values
    }

    private func perform(_ index: Int) {
        // After a failure only the tasks before it still run: one of them may fail too, and
        // the error reported is then the same whatever order the work ran in.
        guard (lock.withLock { precedesFailure(index) }) else { return }
        do {
            var written: [String] = []
            let task = tasks[index]
            try task { page in
                try writer.write(templates.render(page.context, with: page.template), to: page.path)
                written.append(page.path)
            }
            paths.set(index, written)
        } catch {
            lock.withLock { if precedesFailure(index) { failure = (index, error) } }
        }
    }

    /// Whether task `index` comes before every task that failed so far; call holding `lock`.
    private func precedesFailure(_ index: Int) -> Bool {
        failure.map { index < $0.index } ?? true
    }
}

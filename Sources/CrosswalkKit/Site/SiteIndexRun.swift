import Foundation

/// The site's search index, built on a thread of its own from the start of a run: it reads
/// only the store, and is the longest single piece of the site, so it runs while the list
/// pages' data is read on one core, before the output folder is even checked. Its files are
/// held until ``open(_:)`` names the folder that is being filled, then written as they come;
/// a run that fails first writes none of them (``cancel()``).
final class SiteIndexRun: @unchecked Sendable {
    private let condition = NSCondition()
    /// The files made before the folder was ready, in the order they were made.
    private var held: [(path: String, data: Data)] = []
    private var writer: SiteWriter?
    private var cancelled = false
    private var thread: OwnThread<Result<Void, any Error>>!

    /// Starts the index, read through a connection of its own (the whole store in one read
    /// transaction, beside the list pages' reads).
    init(storePath: String) {
        thread = OwnThread { [self] in
            Result {
                let own = try Store(path: storePath, mapped: false)
                try SiteSearchIndex.write(store: own) { path, data in try self.file("search/" + path, data) }
            }
        }
    }

    /// Writes what was held into `writer`'s folder, and every file after it at once.
    func open(_ writer: SiteWriter) throws {
        try condition.withLock {
            for file in held { try writer.write(file.data, to: file.path) }
            held = []
            self.writer = writer
        }
    }

    /// Waits for the index; throws its error.
    func finish() throws {
        try thread.value.get()
    }

    /// Stops the index at its next file, writing nothing more, and waits for it to stop.
    func cancel() {
        condition.withLock { cancelled = true }
        _ = thread.value
    }

    private func file(_ path: String, _ data: Data) throws {
        let destination: SiteWriter? = try condition.withLock {
            if cancelled { throw CancellationError() }
            if writer == nil { held.append((path, data)) }
            return writer
        }
        try destination?.write(data, to: path)
    }
}

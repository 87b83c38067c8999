import Foundation

/// Builds the SQLite store from the content: checks and writes in one pass into a temporary
/// file next to the destination, then renames it into place. On any error the temporary
/// file is removed and the previous store is left exactly as it was.
public enum StoreBuilder {
    /// The outcome of a build: the pipeline's report, and whether the store was written.
    public struct Result: Sendable {
        public var report: ContentReport
        public var written: Bool
    }

    /// A build replaces `destination`, so it must be missing, empty or a store Crosswalk
    /// built (``Store/inspect(_:)``): `--db README.md`, someone's `contacts.sqlite`, a named
    /// pipe or a device are refused, never replaced.
    static func requireReplaceable(_ destination: String) throws {
        _ = try Store.inspect(destination)
    }

    private struct ContentHasErrors: Error {
        var report: ContentReport
    }

    public static func build(paths: ContentPaths, destination named: String) throws -> Result {
        // Before the temporary file: without content, a build leaves the folder untouched.
        try FileSystem.requireFolder(paths.content, purpose: "content")
        try FileSystem.requireFolder(paths.mappings, purpose: "mappings")
        try FileSystem.requireParentFolder(of: named)
        try requireReplaceable(named)
        // A link is followed: the store it points to is the one rebuilt, and the link stays.
        let destination = try FileSystem.writeTarget(of: named, option: "--db")
        let temporary = FileSystem.temporarySibling(of: destination)
        FileSystem.removeIfPresent(temporary)
        let draft: StoreDraft
        do {
            draft = try StoreDraft(path: temporary)
        } catch {
            throw CrosswalkError.writeFailed(path: destination, step: "create \(temporary)", reason: "\(error)")
        }
        // The full-text table is built beside it, on a thread of its own, and copied in at the end.
        let textPath = FileSystem.temporarySibling(of: destination + ".search")
        FileSystem.removeIfPresent(textPath)
        var text: SearchTextIndex?
        defer {
            text?.cancel()
            FileSystem.removeIfPresent(textPath)
        }
        do {
            let index = try SearchTextIndex(path: textPath)
            text = index
            let report = try draft.write { inserts -> ContentReport in
                let writer = StoreWriter(inserts: inserts, text: index)
                let report = try ContentPipeline(paths: paths).run(into: writer)
                guard report.errorCount == 0 else { throw ContentHasErrors(report: report) }
                try writer.finish(report: report, paths: paths)
                return report
            }
            try index.finish()
            try draft.copyText(index)
            try draft.close()
            try FileSystem.replace(destination, with: temporary)
            return Result(report: report, written: true)
        } catch let failure as ContentHasErrors {
            try? draft.close()
            FileSystem.removeIfPresent(temporary)
            return Result(report: failure.report, written: false)
        } catch let error as CrosswalkError {
            try? draft.close()
            FileSystem.removeIfPresent(temporary)
            throw error
        } catch {
            try? draft.close()
            FileSystem.removeIfPresent(temporary)
            throw CrosswalkError.writeFailed(path: destination, step: "write the store", reason: "\(error)")
        }
    }
}

import Foundation

/// Reads `Mappings/<source>--<target>.yaml`. Ids are checked later against everything
/// loaded (``ContentPipeline``), because mappings may point at any standard.
struct MappingLoader {
    let log: DiagnosticLog

    struct File {
        var source: String
        var target: String
        var entries: [Entry]
        /// The header's standards when the file name does not name them (`b--a.yaml` saying
        /// `source: a`): the pipeline reports it once, unless a standard is unknown, and skips
        /// the entries, which would each fail for the same reason.
        var misnamed: SourceLocation?
    }

    struct Entry {
        var mapping: Mapping
        var location: SourceLocation
        var targetLocation: SourceLocation
        /// False when a field had an error: its ids are still checked, but it is not stored.
        var isComplete: Bool
    }

    func load(text: String, fileName: String, displayPath: String) -> File? {
        guard let yaml = YAMLFile(text: text, path: displayPath, log: log),
            var fields = YAMLFields(yaml.root, in: yaml, log: log, what: "a mapping file")
        else { return nil }
        let source = fields.string("source"), target = fields.string("target")
        let stem = (fileName as NSString).deletingPathExtension
        let misnamed = source != nil && target != nil && stem != "\(source!)--\(target!)" ? fields.location(of: "source") : nil
        fields.accept("mappings")
        var entries: [Entry] = []
        if let node = fields.valueNode("mappings") {
            if let sequence = node.sequence {
                for item in sequence {
                    guard var entry = YAMLFields(item, in: yaml, log: log, what: "each mapping entry") else { continue }
                    let from = entry.string("source"), to = entry.string("target")
                    let relationship = entry.value("relationship", as: Mapping.Relationship.self)
                    let rationale = entry.value("rationale", as: Mapping.Rationale.self)
                    let confidence = entry.value("confidence", as: Mapping.Confidence.self)
                    let method = entry.value("method", as: Mapping.Method.self)
                    let remarks = entry.string("remarks")
                    let supersedes = entry.bool("supersedes") ?? false
                    entry.reportUnknownKeys(expected: "a mapping entry")
                    guard let from, let to else { continue }
                    let location = entry.location(of: "source")
                    let mapping = Mapping(
                        source: from, target: to, relationship: relationship ?? .noRelationship,
                        rationale: rationale ?? .semantic, confidence: confidence ?? .low, method: method ?? .editorial,
                        remarks: remarks ?? "", supersedes: supersedes, path: fileName, line: location.line)
                    let complete = relationship != nil && rationale != nil && confidence != nil && method != nil && remarks != nil
                    entries.append(
                        Entry(
                            mapping: mapping, location: location,
                            targetLocation: yaml.location(entry.valueNode("target")), isComplete: complete))
                }
            } else {
                log.error(yaml.location(node), "'mappings' must be a list of entries")
            }
        } else {
            log.error(fields.location, "missing required field 'mappings'")
        }
        fields.reportUnknownKeys(expected: "a mapping file (expected source, target, mappings)")
        guard let source, let target else { return nil }
        return File(source: source, target: target, entries: entries, misnamed: misnamed)
    }
}

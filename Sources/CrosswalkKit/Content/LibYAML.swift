import CYaml

/// The one place Crosswalk talks to libyaml (the copy Yams builds, `CYaml`): it reads a file's
/// events into ``YAMLNode``s, copying each scalar into a Swift string, and frees every event and
/// the parser before returning. No C pointer leaves this file.
///
/// Only plain files are read here: any error, alias, anchor, explicit tag, non-scalar key,
/// repeated key or second document returns `nil`, and ``YAMLFile`` then parses the text with
/// Yams, which reports it as before (the same messages, lines and columns) or composes it.
package enum LibYAML {
    /// The root of `bytes` (UTF-8), `.some(nil)` for an empty stream; `nil` when Yams must read it.
    package static func compose(_ bytes: UnsafeBufferPointer<UInt8>) -> YAMLNode?? {
        let reader = Reader(bytes)
        guard reader.next() == YAML_STREAM_START_EVENT, let first = reader.next() else { return nil }
        if first == YAML_STREAM_END_EVENT { return .some(nil) }
        guard first == YAML_DOCUMENT_START_EVENT, let start = reader.next(), let root = reader.node(start),
            reader.next() == YAML_DOCUMENT_END_EVENT, reader.next() == YAML_STREAM_END_EVENT
        else { return nil }
        return .some(root)
    }

    /// The parser and its current event, which is freed before the next is read.
    private final class Reader {
        /// Allocated apart: libyaml keeps a pointer to the parser in the parser.
        private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        // Read and written by this reader alone, one call at a time: no run-time exclusivity
        // checks (a tenth of the composing's own work).
        @exclusivity(unchecked) private var event = yaml_event_t()
        @exclusivity(unchecked) private var hasEvent = false
        private let isReady: Bool

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            parser.initialize(to: yaml_parser_t())
            isReady = yaml_parser_initialize(parser) == 1
            guard isReady else { return }
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
        }

        deinit {
            if hasEvent { yaml_event_delete(&event) }
            if isReady { yaml_parser_delete(parser) }
            parser.deallocate()
        }

        /// The next event's type; nil on a libyaml error.
        func next() -> yaml_event_type_t? {
            guard isReady else { return nil }
            if hasEvent { yaml_event_delete(&event) }
            hasEvent = yaml_parser_parse(parser, &event) == 1
            return hasEvent ? event.type : nil
        }

        var mark: YAMLNode.Mark {
            YAMLNode.Mark(line: event.start_mark.line + 1, column: event.start_mark.column + 1)
        }

        /// The node starting with the current event (of type `type`); nil when Yams must read it.
        func node(_ type: yaml_event_type_t) -> YAMLNode? {
            let mark = self.mark
            switch type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                guard scalar.anchor == nil, scalar.tag == nil || scalar.quoted_implicit == 1,
                    let style = YAMLNode.Scalar.Style(rawValue: Int(scalar.style.rawValue))
                else { return nil }
                let string = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                return YAMLNode(kind: .scalar(.init(string: string, style: style, isString: scalar.quoted_implicit == 1)), position: mark)
            case YAML_SEQUENCE_START_EVENT:
                guard event.data.sequence_start.anchor == nil, event.data.sequence_start.implicit != 0 else { return nil }
                var items: [YAMLNode] = []
                while let type = next(), type != YAML_SEQUENCE_END_EVENT {
                    guard let item = node(type) else { return nil }
                    items.append(item)
                }
                return hasEvent ? YAMLNode(kind: .sequence(items), position: mark) : nil
            case YAML_MAPPING_START_EVENT:
                guard event.data.mapping_start.anchor == nil, event.data.mapping_start.implicit != 0 else { return nil }
                var pairs: [(key: YAMLNode, value: YAMLNode)] = []
                // Repeats found by a scan of the few keys a mapping usually has, by hash past those:
                // a scan alone made a mapping of 60,000 keys take minutes.
                var names: [String] = []
                var keys: Set<String> = []
                while let type = next(), type != YAML_MAPPING_END_EVENT {
                    guard var key = node(type), var keyScalar = key.scalar else { return nil }
                    let name = keyScalar.string
                    if names.count < 16 {
                        guard !names.contains(name) else { return nil }
                        names.append(name)
                    } else {
                        if keys.isEmpty { keys = Set(names) }
                        guard keys.insert(name).inserted else { return nil }
                    }
                    guard let valueType = next(), let value = node(valueType) else { return nil }
                    // Yams resolves every key's tag when it looks for repeats, which makes it `!!str`.
                    keyScalar.isString = true
                    key.kind = .scalar(keyScalar)
                    pairs.append((key, value))
                }
                return hasEvent ? YAMLNode(kind: .mapping(pairs), position: mark) : nil
            default:
                // An alias, or an event out of place.
                return nil
            }
        }
    }
}

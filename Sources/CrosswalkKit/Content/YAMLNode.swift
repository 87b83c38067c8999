import Yams

/// One node of a parsed YAML file, as the loaders read it: a scalar, a list or a mapping, with
/// the 1-based line and column where it starts. Built from libyaml's events (``LibYAML``), or
/// from Yams' tree when a file uses what that reader leaves to Yams (``YAMLFile``).
package struct YAMLNode {
    package struct Mark {
        package var line: Int
        package var column: Int
    }

    package struct Scalar {
        /// libyaml's scalar styles, numbered as `yaml_scalar_style_t` (and Yams' `Node.Scalar.Style`).
        package enum Style: Int {
            case any, plain, singleQuoted, doubleQuoted, literal, folded
        }

        package var string: String
        package var style: Style
        /// Tagged `!!str`, as every quoted or block scalar is: it is then never a boolean.
        package var isString: Bool
    }

    package enum Kind {
        case scalar(Scalar)
        case sequence([YAMLNode])
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    package var kind: Kind
    package var position: Mark

    var mark: Mark? { position }

    var scalar: Scalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    var sequence: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    package var mapping: [(key: YAMLNode, value: YAMLNode)]? {
        if case .mapping(let pairs) = kind { return pairs }
        return nil
    }

    package var string: String? { scalar?.string }

    /// YAML 1.1's booleans, as Yams reads them: `true`/`yes`/`on`, `false`/`no`/`off` in any
    /// case, unless the scalar is a string by its quotes or tag.
    package var bool: Bool? {
        guard let scalar, !scalar.isString else { return nil }
        switch scalar.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }
}

extension YAMLNode {
    /// The same node from Yams' tree (aliases already replaced by what they name).
    package init(_ node: Node) {
        let mark = Mark(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        switch node {
        case .scalar(let scalar):
            let style = Scalar.Style(rawValue: Int(scalar.style.rawValue)) ?? .any
            self.init(
                kind: .scalar(Scalar(string: scalar.string, style: style, isString: scalar.tag.description == Tag.Name.str.rawValue)),
                position: mark)
        case .sequence(let sequence):
            self.init(kind: .sequence(sequence.map(YAMLNode.init)), position: mark)
        case .mapping(let mapping):
            self.init(kind: .mapping(mapping.map { (key: YAMLNode($0.key), value: YAMLNode($0.value)) }), position: mark)
        case .alias:
            // `Yams.compose` dereferences every alias; a leftover one reads as an empty scalar.
            self.init(kind: .scalar(Scalar(string: "", style: .plain, isString: false)), position: mark)
        }
    }
}

extension SearchLanguage {
    /// For each phrase of an FTS5 expression, in FTS5's numbering (left to right), the group
    /// it is scored in: the phrases of one `("a" OR "b" OR …)` are alternatives for one
    /// thing (a synonym group, a word's spellings) and rank as a single term, as Lucene's
    /// SynonymQuery does; every other phrase is a group of its own. Without this, a
    /// guideline that uses two synonyms outranks one that uses the query's own words, and a
    /// query with more synonyms weighs more than one with fewer.
    ///
    /// Reads only the expressions ``expression(for:columns:)`` writes: quoted phrases with an
    /// optional `*`, parentheses, `AND`/`OR`/`NOT`, and column filters (`{a b} :`, `title :`).
    static func phraseGroups(in expression: String) -> [Int] {
        struct Node {
            var phrases: [Int] = []
            /// Only phrases, joined only by OR.
            var alternatives = true
            var expectsOperand = true
        }
        var groups: [Int] = []
        var nextGroup = 0
        var stack = [Node()]
        func close(_ node: Node) {
            if node.alternatives && node.phrases.count > 1 {
                for phrase in node.phrases { groups[phrase] = nextGroup }
                nextGroup += 1
            } else {
                for phrase in node.phrases {
                    groups[phrase] = nextGroup
                    nextGroup += 1
                }
            }
        }
        func operand() {
            // Two operands side by side are an implicit AND.
            if !stack[stack.count - 1].expectsOperand { stack[stack.count - 1].alternatives = false }
            stack[stack.count - 1].expectsOperand = false
        }
        let scalars = Array(expression.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\"":
                index += 1
                while index < scalars.count {
                    if scalars[index] == "\"" {
                        if index + 1 < scalars.count && scalars[index + 1] == "\"" { index += 1 } else { break }
                    }
                    index += 1
                }
                operand()
                stack[stack.count - 1].phrases.append(groups.count)
                groups.append(-1)
            case "(":
                operand()
                stack.append(Node())
            case ")":
                let node = stack.removeLast()
                close(node)
                if stack.isEmpty { stack.append(Node()) }
                // A nested node in a list of alternatives makes it more than alternatives.
                stack[stack.count - 1].alternatives = false
            case "{":
                while index < scalars.count && scalars[index] != "}" { index += 1 }
            default:
                if scalar.properties.isAlphabetic {
                    var word = ""
                    while index < scalars.count && (scalars[index].properties.isAlphabetic || scalars[index] == "_") {
                        word.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    index -= 1
                    switch word {
                    case "OR": stack[stack.count - 1].expectsOperand = true
                    case "AND", "NOT":
                        stack[stack.count - 1].alternatives = false
                        stack[stack.count - 1].expectsOperand = true
                    default: break  // a column name before ':'
                    }
                }
            }
            index += 1
        }
        while let node = stack.popLast() { close(node) }
        return groups
    }
}

/// A row of the criterion or topic matrix: the row's id, title and level, and in each
/// standard's column the guidelines that address it.
struct MatrixRowItem: TemplateValue {
    struct Cell: TemplateValue {
        var guidelines: [GuidelineLink]

        func child(named name: String) -> Any? { name == "guidelines" ? guidelines : nil }
    }

    var id: String
    var title: String
    var level: SuccessCriterion.Level?
    /// For a criterion: the version that added it, and the version the row is read in.
    var introduced: WCAGVersion?
    var version: WCAGVersion?
    var cells: [Cell]

    func child(named name: String) -> Any? {
        switch name {
        case "id": Text(id)
        case "title": Text(title)
        case "level": Text(level?.rawValue ?? "")
        // "new in 2.1" beside a criterion added after 2.0, in the index of a version that has it.
        case "added": introduced.flatMap { $0 > .wcag20 ? Text($0.rawValue) : nil }
        case "cells": cells
        default: nil
        }
    }
}

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
    var cells: [Cell]

    func child(named name: String) -> Any? {
        switch name {
        case "id": Text(id)
        case "title": Text(title)
        case "level": Text(level?.rawValue ?? "")
        case "cells": cells
        default: nil
        }
    }
}

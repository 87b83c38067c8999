/// `checklists.mustache`: every checklist page, a row per standard and per set, a column per
/// platform.
struct ChecklistsInput: TemplateValue {
    /// A checklist of the row on one platform (also a standard page's link to its own);
    /// `path` nil when there is no page.
    struct Cell: TemplateValue {
        var platform: Platform
        var path: String?
        var items: Int
        var conditional: Int
        /// The requirements of a plan too large to print, which has no page.
        var oversized: Int?

        func child(named name: String) -> Any? {
            switch name {
            case "platform": Text(platform.title)
            case "path": Text(path)
            case "items": items
            case "oneItem": items == 1
            case "conditional": conditional > 0 ? conditional : nil
            case "oversized": oversized
            default: nil
            }
        }
    }

    struct Row: TemplateValue {
        /// The standard's id for a single standard's row, nil for a set.
        var standardID: String?
        var title: String
        var why: String?
        var cells: [Cell]

        func child(named name: String) -> Any? {
            switch name {
            case "standardID": Text(standardID)
            case "title": Text(title)
            case "why": Text(why)
            case "cells": cells
            default: nil
            }
        }
    }

    var platforms: [Platform]
    var standards: [Row]
    var sets: [Row]

    func child(named name: String) -> Any? {
        switch name {
        case "platforms": platforms.map { PlatformInput.Name(platform: $0) }
        case "standards": standards
        case "sets": sets
        case "hasSets": !sets.isEmpty
        default: nil
        }
    }
}

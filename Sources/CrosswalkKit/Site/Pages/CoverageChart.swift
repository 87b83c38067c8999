/// The coverage bar chart's shapes: one bar per standard and level, its length the share of
/// criteria covered, and the gridlines.
struct CoverageChart: TemplateValue {
    struct Bar: TemplateValue {
        var x, y, width, height, labelX, textY: Int
        var level: SuccessCriterion.Level
        var percent: String

        func child(named name: String) -> Any? {
            switch name {
            case "x": x
            case "y": y
            case "width": width
            case "height": height
            case "labelX": labelX
            case "textY": textY
            case "level": Text(level.rawValue)
            case "levelClass": Text(level.rawValue.lowercased())
            case "percent": Text(percent)
            default: nil
            }
        }
    }

    struct Group: TemplateValue {
        var name: String
        var labelY: Int
        var bars: [Bar]

        func child(named key: String) -> Any? {
            switch key {
            case "name": Text(name)
            case "labelY": labelY
            case "bars": bars
            default: nil
            }
        }
    }

    struct Gridline: TemplateValue {
        var x, top, bottom, labelY: Int
        var label: String

        func child(named name: String) -> Any? {
            switch name {
            case "x": x
            case "top": top
            case "bottom": bottom
            case "labelY": labelY
            case "label": Text(label)
            default: nil
            }
        }
    }

    var width = 640
    var height: Int
    var groups: [Group]
    var gridlines: [Gridline]

    init(_ coverage: Coverage) {
        let barHeight = 16, barGap = 6, groupGap = 18, labelHeight = 22, top = 8, scale = 5.2, left = 0
        let axisHeight = 22
        var y = top
        var groups: [Group] = []
        for s in coverage.standards {
            let labelY = y + 14
            y += labelHeight
            var bars: [Bar] = []
            for level in s.levels {
                let width = max(1, Int((level.percent * scale).rounded()))
                bars.append(
                    Bar(
                        x: left, y: y, width: width, height: barHeight, labelX: left + width + 6, textY: y + barHeight - 4,
                        level: level.level, percent: Self.percent(level.percent)))
                y += barHeight + barGap
            }
            groups.append(Group(name: s.standardName, labelY: labelY, bars: bars))
            y += groupGap
        }
        let bottom = y
        gridlines = stride(from: 0, through: 100, by: 25).map { value in
            Gridline(x: left + Int((Double(value) * scale).rounded()), top: top, bottom: bottom, labelY: bottom + 16, label: "\(value)%")
        }
        self.groups = groups
        height = bottom + axisHeight
    }

    func child(named name: String) -> Any? {
        switch name {
        case "width": width
        case "height": height
        case "groups": groups
        case "gridlines": gridlines
        default: nil
        }
    }

    /// A percentage as the site prints it: `50`, `33.3`.
    static func percent(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

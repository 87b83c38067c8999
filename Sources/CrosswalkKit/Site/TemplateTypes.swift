/// Every type of value the site's templates read (from each route's input and the frame,
/// through what their names hold), numbered: a tag resolves its name for each type once
/// (``CompiledTemplate/Name``), and a value's number is found once, when it is put in scope, so
/// a look-up through the values in scope reads a table instead of asking each one by string.
/// A value of a type not listed here is asked by name, as before.
package struct TemplateTypes: @unchecked Sendable {
    package let types: [any TemplateValue.Type]
    private let contracts: [TemplateContract]
    private let numbers: [ObjectIdentifier: Int]

    package static let site = TemplateTypes(roots: SiteRoute.allCases.map(\.input) + [PageFrame.self])

    init(roots: [any TemplateValue.Type]) {
        var types: [any TemplateValue.Type] = []
        var contracts: [TemplateContract] = []
        var numbers: [ObjectIdentifier: Int] = [:]
        var pending = roots
        while let type = pending.popLast() {
            guard numbers[ObjectIdentifier(type)] == nil else { continue }
            numbers[ObjectIdentifier(type)] = types.count
            let contract = type.contract
            types.append(type)
            contracts.append(contract)
            pending += type.alsoAnswers
            for shape in contract.names.values { pending += Self.types(in: shape) }
        }
        self.types = types
        self.contracts = contracts
        self.numbers = numbers
    }

    private static func types(in shape: TemplateShape) -> [any TemplateValue.Type] {
        switch shape {
        case .value(let type): [type]
        case .list(let item): types(in: item)
        case .text, .partial: []
        }
    }

    /// How each type answers `name`, by number.
    func resolutions(of name: String) -> [TemplateResolution] {
        types.indices.map { types[$0].resolution(of: name, in: contracts[$0]) }
    }

    /// The number of `value`'s type, nil when it is not listed.
    func number(of value: any TemplateValue) -> Int? { numbers[ObjectIdentifier(Swift.type(of: value))] }

    /// The number of `type`, nil when it is not listed.
    func number(ofType type: any TemplateValue.Type) -> Int? { numbers[ObjectIdentifier(type)] }
}

/// Every requirement's conformance, derived from the tester's results through the plan that
/// the current content gives (docs/audit.md, "Deriving conformance"):
///
/// - an item's own outcome decides its requirements: passed Supports, failed Does Not Support
///   (Partially Supports with `partial: true`), inapplicable Not Applicable;
/// - a failed item decides every stronger requirement: Does Not Support, whatever that
///   requirement's own item says (a passed one contradicts it, and the failure wins);
/// - a passed item, not so contradicted, decides every weaker requirement left untested or
///   undecided (cantTell): Supports;
/// - anything else is Not Evaluated.
///
/// Results are taken per requirement (the file's item that decides it fully), so a plan made
/// from older content still counts for every requirement it names.
public struct AuditDerivation: Sendable {
    /// An item that decides a requirement: its own (any outcome), a failed weaker one, or a
    /// passed stronger one that no failure contradicts.
    public struct Decider: Sendable, Equatable, Encodable {
        package init(item: String, decides: AuditDecision, outcome: AuditOutcome) {
            self.item = item
            self.decides = decides
            self.outcome = outcome
        }

        public var item: String
        public var decides: AuditDecision
        public var outcome: AuditOutcome
    }

    public struct Result: Sendable, Equatable {
        public var conformance: Conformance
        /// Decided through another requirement's item, not its own.
        public var derived: Bool
        /// The file's items behind it.
        public var items: [String]
        public var remarks: [String]
        public var deciders: [Decider] = []
    }

    /// A passed (or inapplicable) item whose requirement a failed weaker item fails.
    public struct Contradiction: Sendable, Equatable {
        package init(passed: String, outcome: AuditOutcome, failed: String, requirement: String, weaker: String) {
            self.passed = passed
            self.outcome = outcome
            self.failed = failed
            self.requirement = requirement
            self.weaker = weaker
        }

        public var passed: String
        public var outcome: AuditOutcome
        public var failed: String
        /// The requirement both decide, and the failed item's own requirement.
        public var requirement: String
        public var weaker: String
    }

    /// By requirement id.
    public var results: [String: Result]
    public var contradictions: [Contradiction]

    /// What a current item's own requirements say together: the file's items that decide them.
    struct Own {
        var items: [String]
        var outcome: AuditOutcome
        var partial: Bool
    }

    public init(plan: AuditPlan, results: AuditResults) {
        let byID = Dictionary(results.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var fileItem: [String: AuditResults.Item] = [:]
        for item in results.items {
            for id in item.own where fileItem[id] == nil { fileItem[id] = item }
        }
        // Each current item's own outcome: a failure wins, then a pass (its requirements are
        // equivalent), then inapplicable, then cantTell.
        var own: [String: Own] = [:]
        var contradictions: [Contradiction] = []
        for item in plan.items {
            var ids: [String] = []
            for requirement in item.requirements(.fully) {
                if let file = fileItem[requirement.id], !ids.contains(file.id) { ids.append(file.id) }
            }
            let those = results.items.filter { ids.contains($0.id) }
            let failed = those.filter { $0.outcome == .failed }
            let outcome: AuditOutcome =
                [.failed, .passed, .inapplicable, .cantTell].first { wanted in those.contains { $0.outcome == wanted } } ?? .untested
            own[item.id] = Own(items: ids, outcome: outcome, partial: !failed.isEmpty && failed.allSatisfy(\.partial))
            // Items of an older plan that the content now makes one: they must agree.
            for passed in those where passed.outcome == .passed {
                for failure in failed {
                    let lead = item.requirements(.fully)[0].id
                    contradictions.append(.init(passed: passed.id, outcome: .passed, failed: failure.id, requirement: lead, weaker: lead))
                }
            }
        }
        var failedWeaker: [String: [AuditPlan.Item]] = [:]
        for item in plan.items where own[item.id]?.outcome == .failed {
            for requirement in item.requirements(.onFail) { failedWeaker[requirement.id, default: []].append(item) }
        }
        var passedStronger: [String: [AuditPlan.Item]] = [:]
        for item in plan.items where own[item.id]?.outcome == .passed {
            guard !item.requirements(.fully).contains(where: { failedWeaker[$0.id] != nil }) else { continue }
            for requirement in item.requirements(.onPass) { passedStronger[requirement.id, default: []].append(item) }
        }

        var results: [String: Result] = [:]
        for item in plan.items {
            let mine = own[item.id] ?? Own(items: [], outcome: .untested, partial: false)
            func notes(_ ids: [String]) -> [String] {
                ids.compactMap { id in byID[id].flatMap { $0.note.isEmpty ? nil : "\(id): \($0.note)" } }
            }
            let ownNotes = notes(mine.items)
            for requirement in item.requirements(.fully) {
                let weaker = failedWeaker[requirement.id] ?? []
                let weakerItems = weaker.flatMap { own[$0.id]?.items ?? [] }
                let because = weaker.map { w in
                    "\((own[w.id]?.items ?? []).joined(separator: ", ")) failed, and \(w.requirements(.fully)[0].id) asks no more than this requirement"
                }
                var result: Result
                switch mine.outcome {
                case .failed:
                    result = Result(
                        conformance: mine.partial ? .partiallySupports : .doesNotSupport, derived: false,
                        items: mine.items + weakerItems, remarks: ownNotes + because.map { "Also: \($0)." })
                case _ where !weaker.isEmpty:
                    result = Result(
                        conformance: .doesNotSupport, derived: true, items: weakerItems + mine.items,
                        remarks: because.map { "Derived: \($0)." } + notes(weakerItems) + ownNotes)
                    if mine.outcome == .passed || mine.outcome == .inapplicable {
                        for w in weaker {
                            for failed in own[w.id]?.items ?? [] {
                                for passed in mine.items {
                                    contradictions.append(
                                        .init(
                                            passed: passed, outcome: mine.outcome, failed: failed, requirement: requirement.id,
                                            weaker: w.requirements(.fully)[0].id))
                                }
                            }
                        }
                        result.remarks.insert(
                            "Contradiction: \(mine.items.joined(separator: ", ")) \(mine.outcome == .passed ? "passed" : "was found inapplicable"), "
                                + "but a weaker requirement failed; the failure wins.", at: 0)
                    }
                case .inapplicable:
                    result = Result(conformance: .notApplicable, derived: false, items: mine.items, remarks: ownNotes)
                case .passed:
                    result = Result(conformance: .supports, derived: false, items: mine.items, remarks: ownNotes)
                default:
                    let stronger = passedStronger[requirement.id] ?? []
                    if !stronger.isEmpty {
                        let strongerItems = stronger.flatMap { own[$0.id]?.items ?? [] }
                        result = Result(
                            conformance: .supports, derived: true, items: strongerItems + mine.items,
                            remarks: stronger.map { s in
                                "Derived: \((own[s.id]?.items ?? []).joined(separator: ", ")) passed, and \(s.requirements(.fully)[0].id) asks at least as much."
                            } + notes(strongerItems) + ownNotes)
                    } else {
                        let state =
                            mine.items.isEmpty
                            ? "No item of the plan file decides it (added to the content since the plan was made)"
                            : mine.outcome == .cantTell
                                ? "Could not tell (\(mine.items.joined(separator: ", ")))"
                                : "Not tested (\(mine.items.joined(separator: ", "))"
                                    + (item.conditionText.map { "; \($0)" } ?? "") + ")"
                        result = Result(
                            conformance: .notEvaluated, derived: false, items: mine.items,
                            remarks: [state + "."] + ownNotes)
                    }
                }
                result.deciders =
                    mine.items.map { Decider(item: $0, decides: .fully, outcome: byID[$0]?.outcome ?? .untested) }
                    + weakerItems.map { Decider(item: $0, decides: .onFail, outcome: .failed) }
                    + (passedStronger[requirement.id] ?? []).flatMap { own[$0.id]?.items ?? [] }.map {
                        Decider(item: $0, decides: .onPass, outcome: .passed)
                    }
                results[requirement.id] = result
            }
        }
        self.results = results
        self.contradictions = contradictions
    }

}

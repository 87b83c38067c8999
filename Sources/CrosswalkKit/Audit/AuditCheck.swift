import Foundation

/// What `crosswalk audit check` finds in a plan file beyond its syntax (``AuditResults``
/// reads that): the file against the plan the current content gives for its platform and
/// standards, its values, and outcomes that contradict each other. Every problem is one
/// diagnostic at the line and column it concerns.
public enum AuditCheck {
    /// Checks `results` against `plan`, made from the store now for the same platform and
    /// standards; `guidelines` are every guideline id the store knows. Returns the derivation,
    /// which the report reuses.
    /// Contradictions go to `contradictions` when given (a report resolves them), else to `log`.
    @discardableResult
    public static func check(
        _ results: AuditResults, against plan: AuditPlan, guidelines: Set<String>, log: DiagnosticLog,
        contradictions: DiagnosticLog? = nil
    ) -> AuditDerivation {
        let current = Set(plan.requirements.map(\.id))
        let sameContent = results.contentFingerprint == plan.contentFingerprint
        var named: Set<String> = []
        for item in results.items { named.formUnion(item.entries.map(\.id)) }

        if !sameContent {
            let added = plan.requirements.map(\.id).filter { !named.contains($0) }
            let removed = NaturalOrder.sorted(named.subtracting(current))
            log.warning(
                results.fingerprintLocation,
                "the plan was made from other content (\(results.contentFingerprint.isEmpty ? "no fingerprint" : results.contentFingerprint); "
                    + "the content is now \(plan.contentFingerprint)): \(added.count) requirement\(added.count == 1 ? "" : "s") added since, "
                    + "\(removed.count) removed; results still count for the requirements the file names")
            for id in added {
                let title = plan.requirements.first { $0.id == id }?.title ?? ""
                log.warning(
                    results.fingerprintLocation,
                    "requirement \(id) (\(MessageText.quoted(title))) was added since the plan was made: no item of the file decides it")
            }
            for id in removed {
                for entry in results.items.flatMap(\.entries) where entry.id == id {
                    let why = guidelines.contains(id) ? "is no longer a requirement for \(results.platform.rawValue)" : "no longer exists"
                    log.warning(entry.location, "requirement \(MessageText.quoted(id)) \(why) (changed since the plan was made)")
                }
            }
        }

        checkItems(results, against: plan, sameContent: sameContent, current: current, guidelines: guidelines, log: log)

        let derivation = AuditDerivation(plan: plan, results: results)
        var reported: Set<[String]> = []
        for contradiction in derivation.contradictions where reported.insert([contradiction.passed, contradiction.failed]).inserted {
            guard let passed = results.items.first(where: { $0.id == contradiction.passed }) else { continue }
            let what = contradiction.outcome == .passed ? "passed" : "is marked inapplicable"
            let message =
                contradiction.requirement == contradiction.weaker
                ? "\(passed.id) \(what), but \(contradiction.failed) failed, and the content now makes their requirements equivalent "
                    + "(\(contradiction.requirement)): one of the two outcomes is wrong"
                : "\(passed.id) \(what), but \(contradiction.failed) failed, and its requirement \(contradiction.weaker) asks no more "
                    + "than \(contradiction.requirement), which \(passed.id) decides: one of the two outcomes is wrong"
            (contradictions ?? log).error(passed.outcomeLocation, message)
        }
        return derivation
    }

    private static func checkItems(
        _ results: AuditResults, against plan: AuditPlan, sameContent: Bool, current: Set<String>, guidelines: Set<String>,
        log: DiagnosticLog
    ) {
        let planned = Dictionary(uniqueKeysWithValues: plan.items.map { ($0.id, $0) })
        var seen: [String: SourceLocation] = [:]
        var ownedBy: [String: String] = [:]
        let folder = URL(fileURLWithPath: results.path).deletingLastPathComponent().path
        for item in results.items {
            if let first = seen[item.id] {
                log.error(
                    item.location, "item \(MessageText.quoted(item.id)) appears twice (first at line \(first.line)); give each item once")
                continue
            }
            seen[item.id] = item.location
            if item.id.wholeMatch(of: /item-[0-9]+/) == nil {
                log.error(item.location, "'\(MessageText.quoted(item.id))' is not an item id; items are item-001, item-002, ...")
            } else if sameContent && planned[item.id] == nil {
                log.error(
                    item.location,
                    "unknown item '\(MessageText.quoted(item.id))': the plan for this content has \(plan.items.first?.id ?? "no items")"
                        + (plan.items.count > 1 ? " to \(plan.items.last!.id)" : ""))
            }
            for entry in item.entries {
                if entry.standard != String(entry.id.prefix { $0 != "/" }) {
                    log.error(
                        entry.location,
                        "\(MessageText.quoted(entry.id)) is listed under \(MessageText.quoted(entry.standard)), not its own standard")
                }
                guard !current.contains(entry.id) else { continue }
                if !guidelines.contains(entry.id), sameContent {
                    let suggestions = Suggestions.closest(to: entry.id, in: current, limit: 3)
                    log.error(
                        entry.location,
                        "unknown guideline '\(MessageText.quoted(entry.id))'"
                            + (suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"))
                } else if sameContent {
                    log.error(
                        entry.location,
                        "\(entry.id) is not a requirement of this plan (a clause not applied to apps, or not for \(results.platform.rawValue))"
                    )
                }
            }
            for id in item.own {
                if let other = ownedBy[id] {
                    log.error(item.location, "\(id) is decided fully by both \(other) and \(item.id); one item decides a requirement")
                } else {
                    ownedBy[id] = item.id
                }
            }
            // An entry already reported unknown would be reported again as missing: one mistake, one error.
            if sameContent, let expected = planned[item.id], item.entries.allSatisfy({ current.contains($0.id) }) {
                let listed = Set(item.entries.map { "\($0.id) \($0.decides.rawValue)" })
                let wanted = Set(expected.requirements.map { "\($0.id) \($0.decides.rawValue)" })
                let missing = expected.requirements.filter { !listed.contains("\($0.id) \($0.decides.rawValue)") }
                let extra = item.entries.filter { !wanted.contains("\($0.id) \($0.decides.rawValue)") && current.contains($0.id) }
                for entry in extra {
                    log.error(
                        entry.location,
                        "\(item.id) does not decide \(entry.id) \(entry.decides.rawValue) in this plan; leave the requirements as the plan wrote them"
                    )
                }
                if !missing.isEmpty {
                    log.error(
                        item.location,
                        "\(item.id) decides \(missing.map { "\($0.id) \($0.decides.rawValue)" }.joined(separator: ", ")), which the file leaves out; "
                            + "leave the requirements as the plan wrote them")
                }
            }
            if item.partial && item.outcome != .failed {
                log.error(
                    item.partialLocation, "partial: true is for a failed item that fails only in part; this one is \(item.outcome.rawValue)"
                )
            }
            for (evidence, location) in zip(item.evidence, item.evidenceLocations) {
                checkEvidence(evidence, at: location, folder: folder, log: log)
            }
            if item.outcome != .untested && (item.tester.isEmpty || item.date.isEmpty) {
                let missing = [item.tester.isEmpty ? "tester" : nil, item.date.isEmpty ? "date" : nil].compactMap { $0 }
                log.warning(
                    item.outcomeLocation, "\(item.id) is \(item.outcome.rawValue) but names no \(missing.joined(separator: " or "))")
            }
        }
        if sameContent {
            for item in plan.items where seen[item.id] == nil {
                log.error(
                    SourceLocation(path: results.path, line: 1, column: 1),
                    "\(item.id) (\(MessageText.quoted(item.title))) is missing from the file; restore it, or make the plan again")
            }
        }
    }

    /// Evidence is a path relative to the plan file or an http(s) URL; a path that does not
    /// exist is worth a warning (the report links to it).
    private static func checkEvidence(_ text: String, at location: SourceLocation, folder: String, log: DiagnosticLog) {
        if text.contains("://") {
            if !WebAddress.isHTTP(text) {
                log.error(location, "evidence '\(MessageText.quoted(text))' is not an http(s) URL with a plain host")
            }
            return
        }
        let scheme = text.prefix { $0 != "/" }.contains(":")
        if text.hasPrefix("/") || text.hasPrefix("~") || scheme || text.contains("\\") || MessageText.firstControlCharacter(in: text) != nil
        {
            log.error(
                location,
                "evidence '\(MessageText.quoted(text))' is neither a path relative to the plan file (screens/home.png) nor an http(s) URL")
            return
        }
        if !FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(text)) {
            log.warning(location, "evidence '\(MessageText.quoted(text))' is not there (relative to \(folder))")
        }
    }
}

#!/usr/bin/env python3
"""Checks `crosswalk audit` end to end: a plan filled in as a tester would, then the report's
machine outputs validated with other people's tools.

    Tests/site/.venv/bin/python Tests/audit/check_audit.py --crosswalk EXE --db STORE
        --oscal EXPORT_DIR --work DIR --platform P --standard ID [--standard ID ...]

Makes a plan with `crosswalk audit plan`, records outcomes in it (one item of each outcome,
a partial failure, a note, a relative path and a URL as evidence; the items a failed item
decides on fail are left untested, so no outcome contradicts another), then checks:

- `audit check` accepts the file (exit 0) and rejects a copy with planted mistakes, each at
  its own `path:line:column:`;
- the JSON report against docs/audit-report.schema.json (jsonschema), and its counts;
- the EARL report parsed as JSON-LD by rdflib: every earl:Assertion has one earl:assertedBy,
  earl:subject, earl:test and earl:result, the result is an earl:TestResult with an EARL
  outcome, the subject an earl:TestSubject, the test an earl:TestRequirement; as many
  assertions as the JSON report's deciders;
- the EARL report framed with PyLD as the W3C WCAG-EM Report Tool's importer frames it: each
  assertion about a requirement that applies a WCAG criterion reads as that criterion's, for
  the subject given with --subject-url;
- the OSCAL report with compliance-trestle's AssessmentResults model, each finding's target
  a statement of a control in EXPORT_DIR's catalogs (`crosswalk export --format oscal`),
  each related observation and the import-ap resolving inside the document;
- the HTML report with the Nu HTML Checker (its HTML; the inlined site stylesheet is newer
  CSS than vnu's checker knows, as it is for the site, whose pages link it) and axe-core at
  1280 and 320 px, light and dark, and that nothing scrolls sideways at 320 px.

Each check is then run on a copy with one defect planted (a sixth conformance value, an
assertion without a result, a subject the Report Tool would not match, a finding aimed at no
catalog, a status OSCAL does not allow), and must report it. Each problem is one line,
`check: message`; the exit status is 1 on any problem.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
sys.path.insert(0, str(REPO / "Tests" / "site"))

EARL = "http://www.w3.org/ns/earl#"
OUTCOMES = {"passed", "failed", "cantTell", "inapplicable", "untested"}
UUID_V5 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")

problems: list[str] = []


def fail(check: str, message: str) -> None:
    problems.append(f"{check}: {message}")


def run(args: list[str], expect: int | None = 0) -> subprocess.CompletedProcess:
    result = subprocess.run(args, capture_output=True, text=True)
    if expect is not None and result.returncode != expect:
        fail("run", f"{' '.join(args[:4])} ... exited {result.returncode}: {result.stderr.strip()[:400]}")
    return result


# ------------------------------------------------------------------------------------------
# The plan, filled in


def fill(plan_path: Path) -> dict:
    """Records outcomes by editing the lines a tester edits; returns what was recorded."""
    plan = yaml.safe_load(plan_path.read_text(encoding="utf-8"))
    items = plan["items"]
    owner = {}
    for item in items:
        for entries in item["requirements"].values():
            for entry in entries:
                if entry["decides"] == "fully":
                    owner[entry["id"]] = item["id"]
    # Fail the first item that decides something on fail, and leave what it decides untested.
    failed = next((i for i in items if any(e["decides"] == "on-fail" for es in i["requirements"].values() for e in es)), items[0])
    spared = {owner[e["id"]] for es in failed["requirements"].values() for e in es if e["decides"] == "on-fail"}
    others = [i for i in items if i is not failed and i["id"] not in spared]
    outcomes = {failed["id"]: "failed"}
    shapes = ["inapplicable", "cantTell", "untested"]
    for index, item in enumerate(others):
        outcomes[item["id"]] = shapes[index] if index < len(shapes) else "passed"
    for item_id in spared:
        outcomes[item_id] = "untested"
    text = plan_path.read_text(encoding="utf-8").split("\n")
    current = None
    for n, line in enumerate(text):
        m = re.match(r"  - id: (item-\d+)$", line)
        if m:
            current = m.group(1)
            continue
        if current is None:
            continue
        outcome = outcomes.get(current, "untested")
        if line == "    outcome: untested":
            text[n] = f"    outcome: {outcome}"
        elif line == "    partial: false" and current == failed["id"]:
            text[n] = "    partial: true"
        elif line == '    tester: ""' and outcome != "untested":
            text[n] = '    tester: "Asha Rao"'
        elif line == '    date: ""' and outcome != "untested":
            text[n] = "    date: 2026-11-20"
        elif line == '    note: ""' and current == failed["id"]:
            text[n] = '    note: "Two icon buttons | have no label: \\"Add\\" & <Save>"'
        elif line == "    evidence: []" and current == failed["id"]:
            text[n] = "    evidence: [evidence/home.png, https://example.org/audit/home.png]"
    plan_path.write_text("\n".join(text), encoding="utf-8")
    (plan_path.parent / "evidence").mkdir(exist_ok=True)
    (plan_path.parent / "evidence" / "home.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    return {"failed": failed["id"], "outcomes": outcomes, "items": len(items)}


def check_file_checks(exe: list[str], db: list[str], plan_path: Path) -> None:
    """A copy with planted mistakes: each reported at its own line and column."""
    bad = plan_path.with_name("planted.yaml")
    lines = plan_path.read_text(encoding="utf-8").split("\n")
    plants = {}
    for n, line in enumerate(lines):
        if line.startswith("    outcome: ") and "outcome" not in plants:
            lines[n] = "    outcome: pass"
            plants["outcome"] = (n + 1, "unknown outcome 'pass'")
        elif line.startswith("    evidence: ") and "evidence" not in plants:
            lines[n] = "    evidence: [/etc/passwd]"
            plants["evidence"] = (n + 1, "evidence '/etc/passwd' is neither")
        elif line.startswith("    date: ") and "date" not in plants and "outcome" in plants:
            lines[n] = "    date: 2026-02-30"
            plants["date"] = (n + 1, "'2026-02-30' is not a date")
    bad.write_text("\n".join(lines), encoding="utf-8")
    result = run(exe + ["audit", "check", str(bad)] + db, expect=1)
    for name, (line, text) in plants.items():
        if not any(l.startswith(f"{bad}:{line}:") and ": error: " in l and text in l for l in result.stderr.split("\n")):
            fail("check", f"the planted {name} mistake at line {line} is not reported as '{bad}:{line}:...: error: {text}'")


# ------------------------------------------------------------------------------------------
# The machine outputs


def check_json(report: dict) -> None:
    import jsonschema

    schema = json.loads((REPO / "docs" / "audit-report.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    for error in sorted(jsonschema.Draft202012Validator(schema).iter_errors(report), key=lambda e: list(e.path))[:10]:
        fail("json", f"/{'/'.join(map(str, error.path))}: {error.message[:200]}")
    for standard in report["standards"]:
        counted = sum(standard["summary"]["counts"].values())
        if counted != len(standard["requirements"]) or standard["summary"]["total"] != counted:
            fail("json", f"{standard['id']}: the summary counts {counted} requirements, the list has {len(standard['requirements'])}")
        for requirement in standard["requirements"]:
            if requirement["conformance"] != "Not Evaluated" and not requirement["items"]:
                fail("json", f"{requirement['id']}: {requirement['conformance']} with no item behind it")


def check_earl(path: Path, report: dict) -> None:
    import rdflib
    from rdflib.namespace import RDF

    earl = rdflib.Namespace(EARL)
    graph = rdflib.Graph()
    graph.parse(path, format="json-ld")
    assertions = set(graph.subjects(RDF.type, earl.Assertion))
    expected = sum(len(r["decided_by"]) for s in report["standards"] for r in s["requirements"])
    if len(assertions) != expected:
        fail("earl", f"{len(assertions)} earl:Assertion nodes; the JSON report has {expected} deciders")
    outcomes = {earl[o] for o in OUTCOMES}
    for assertion in assertions:
        for prop in ("assertedBy", "subject", "test", "result"):
            values = list(graph.objects(assertion, earl[prop]))
            if len(values) != 1:
                fail("earl", f"{assertion}: {len(values)} earl:{prop}, not 1")
        for subject in graph.objects(assertion, earl.subject):
            if (subject, RDF.type, earl.TestSubject) not in graph:
                fail("earl", f"{assertion}: its subject {subject} is not an earl:TestSubject")
        for test in graph.objects(assertion, earl.test):
            if (test, RDF.type, earl.TestRequirement) not in graph:
                fail("earl", f"{assertion}: its test {test} is not an earl:TestRequirement")
        for result in graph.objects(assertion, earl.result):
            if (result, RDF.type, earl.TestResult) not in graph:
                fail("earl", f"{assertion}: its result is not an earl:TestResult")
            found = list(graph.objects(result, earl.outcome))
            if len(found) != 1 or found[0] not in outcomes:
                fail("earl", f"{assertion}: outcome {found} is not one of EARL's")
            if not list(graph.objects(result, earl.info)):
                fail("earl", f"{assertion}: no earl:info")
        for assertor in graph.objects(assertion, earl.assertedBy):
            if (assertor, RDF.type, earl.Assertor) not in graph:
                fail("earl", f"{assertion}: its assertor is not an earl:Assertor")


# The WCAG-EM Report Tool's import context (w3c/wcag-em-report-tool, src/data/jsonld/appContext.js):
# the terms its importer reads.
REPORT_TOOL_CONTEXT = {
    "WCAG": "http://www.w3.org/TR/WCAG/#", "WCAG20": "http://www.w3.org/TR/WCAG20/#",
    "WCAG21": "http://www.w3.org/TR/WCAG21/#", "earl": "http://www.w3.org/ns/earl#",
    "dcterms": "http://purl.org/dc/terms/", "Assertion": "earl:Assertion", "TestResult": "earl:TestResult",
    "assertedBy": "earl:assertedBy", "result": "earl:result", "subject": "earl:subject", "test": "earl:test",
    "outcome": "earl:outcome", "title": "dcterms:title", "description": "dcterms:description",
    "isPartOf": "dcterms:isPartOf", "id": "@id", "type": "@type",
}


def check_report_tool(path: Path, report: dict, subject: str) -> None:
    """Frames the assertions as the Report Tool's importer does (jsonld.frame with its context,
    @type Assertion) and reads them as it does: the criterion is the part after ':' of the
    test's isPartOf id (or its id), the subject its id. Every assertion about a requirement
    that applies a criterion must import, into that criterion, for the subject given."""
    from pyld import jsonld

    framed = jsonld.frame(json.loads(path.read_text(encoding="utf-8")), {"@context": REPORT_TOOL_CONTEXT, "@type": "Assertion"})
    assertions = framed.get("@graph", [framed])
    imported = 0
    for assertion in assertions:
        test = assertion.get("test")
        part = test.get("isPartOf") if isinstance(test, dict) else None
        test_id = (part.get("id") if isinstance(part, dict) else part) or (test.get("id") if isinstance(test, dict) else test)
        subject_id = assertion.get("subject", {}).get("id") if isinstance(assertion.get("subject"), dict) else assertion.get("subject")
        if isinstance(test_id, str) and test_id.startswith("WCAG:") and subject_id == subject and "result" in assertion:
            imported += 1
    expected = sum(len(r["decided_by"]) for s in report["standards"] for r in s["requirements"] if r.get("criterion"))
    if imported != expected:
        fail("earl", f"framed as the WCAG-EM Report Tool does, {imported} assertions import into a WCAG criterion; "
                     f"{expected} are about requirements that apply one")


def check_oscal(path: Path, export: Path, report: dict) -> None:
    from trestle.oscal.assessment_results import AssessmentResults

    document = json.loads(path.read_text(encoding="utf-8"))
    try:
        results = AssessmentResults.model_validate(document["assessment-results"])
    except Exception as error:  # trestle raises pydantic's ValidationError
        fail("oscal", f"compliance-trestle: {str(error)[:600]}")
        return
    statements = set()
    for standard in report["standards"]:
        catalog = json.loads((export / "catalogs" / f"{standard['id']}.json").read_text(encoding="utf-8"))["catalog"]

        def walk(node):
            for control in node.get("controls", []):
                for part in control.get("parts", []):
                    if part.get("name") == "statement" and part.get("id"):
                        statements.add(part["id"])
                walk(control)
            for group in node.get("groups", []):
                walk(group)

        walk(catalog)
    resources = {str(r.uuid) for r in results.back_matter.resources}
    if not results.import_ap.href.startswith("#") or results.import_ap.href[1:] not in resources:
        fail("oscal", f"import-ap {results.import_ap.href} names no back-matter resource")
    result = results.results[0]
    observations = {str(o.uuid) for o in result.observations or []}
    findings = result.findings or []
    decided = sum(1 for s in report["standards"] for r in s["requirements"] if r["conformance"] != "Not Evaluated")
    if len(findings) != decided:
        fail("oscal", f"{len(findings)} findings; the JSON report decides {decided} requirements")
    for finding in findings:
        if finding.target.target_id not in statements:
            fail("oscal", f"finding {finding.title}: target {finding.target.target_id} is no statement of the exported catalogs")
        for related in finding.related_observations or []:
            if str(related.observation_uuid) not in observations:
                fail("oscal", f"finding {finding.title}: related observation {related.observation_uuid} is not in the result")
    for uuid in [str(results.uuid)] + [str(f.uuid) for f in findings] + list(observations):
        if not UUID_V5.match(uuid):
            fail("oscal", f"{uuid} is not a version 5 UUID")


def check_html(path: Path) -> None:
    import check_site

    jar = check_site.find_vnu()
    java = shutil.which("java")
    if not jar or not java:
        fail("html", "vnu.jar or java not found: run Tests/site/install.sh")
    else:
        out = subprocess.run(
            check_site.vnu_command(java, jar) + ["--format", "json", "--exit-zero-always", "--stdout", str(path)],
            capture_output=True, text=True).stdout
        for message in json.loads(out)["messages"]:
            # The page inlines the site's stylesheet, which vnu's CSS checker (of 2020) cannot
            # read: color-scheme, text-decoration-thickness, :has(), forced-color-adjust. The
            # site's own pages link it, and vnu checks no linked stylesheet either.
            if message.get("message", "").startswith("CSS:"):
                continue
            if message.get("type") in ("error", "non-document-error"):
                fail("html", f"vnu line {message.get('lastLine', '?')}: {message.get('message', '').strip()[:200]}")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=check_site.find_chromium(), headless=True)
        for width, height in ((1280, 800), (320, 640)):
            for scheme in ("light", "dark"):
                page = browser.new_page(viewport={"width": width, "height": height}, color_scheme=scheme)
                page.goto(path.resolve().as_uri(), wait_until="load")
                page.evaluate(check_site.axe_source())
                violations = page.evaluate("o => axe.run(document, o)", check_site.AXE_OPTIONS)["violations"]
                for v in violations:
                    targets = ", ".join(" ".join(map(str, n.get("target", []))) for n in v.get("nodes", [])[:3])
                    fail("html", f"axe at {width} px, {scheme}: {v['id']}: {v['help']} ({targets[:160]})")
                overflow = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
                if overflow > 0:
                    fail("html", f"at {width} px the page scrolls sideways by {overflow} px")
                page.close()
        browser.close()


def self_test(outputs: dict, report: dict, export: Path) -> None:
    """Each check on a copy with one defect planted: it must report it (and the defect's
    problems are then dropped, as expected)."""
    import copy

    def planted(name, check):
        before = len(problems)
        check()
        caught = problems[before:]
        del problems[before:]
        if not caught:
            fail("self-test", f"{name} was not reported")

    broken = copy.deepcopy(report)
    broken["standards"][0]["requirements"][0]["conformance"] = "Supported"
    planted("a conformance outside the five", lambda: check_json(broken))
    earl = json.loads(outputs["earl"].read_text(encoding="utf-8"))
    assertion = next(n for n in earl["@graph"] if n.get("@type") == "earl:Assertion")
    del assertion["result"]
    earl_path = outputs["earl"].with_name("planted.earl")
    earl_path.write_text(json.dumps(earl), encoding="utf-8")
    planted("an assertion without earl:result", lambda: check_earl(earl_path, report))
    planted("a subject the Report Tool's evaluation does not sample",
            lambda: check_report_tool(outputs["earl"], report, "https://example.org/another-app"))
    oscal = json.loads(outputs["oscal"].read_text(encoding="utf-8"))
    oscal["assessment-results"]["results"][0]["findings"][0]["target"]["target-id"] = "nothing_smt"
    oscal_path = outputs["oscal"].with_name("planted.oscal")
    oscal_path.write_text(json.dumps(oscal), encoding="utf-8")
    planted("a finding whose target is in no catalog", lambda: check_oscal(oscal_path, export, report))
    oscal["assessment-results"]["results"][0]["findings"][0]["target"]["status"]["state"] = "passed"
    oscal_path.write_text(json.dumps(oscal), encoding="utf-8")
    planted("a target status OSCAL does not allow", lambda: check_oscal(oscal_path, export, report))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--crosswalk", required=True)
    parser.add_argument("--db", required=True)
    parser.add_argument("--oscal", required=True, type=Path, help="a `crosswalk export --format oscal` folder")
    parser.add_argument("--work", required=True, type=Path)
    parser.add_argument("--platform", required=True)
    parser.add_argument("--standard", action="append", required=True)
    args = parser.parse_args(argv)
    if args.work.exists():
        shutil.rmtree(args.work)
    args.work.mkdir(parents=True)
    exe = [args.crosswalk]
    db = ["--db", args.db]
    plan = args.work / "audit.yaml"
    standards = [w for s in args.standard for w in ("--standard", s)]
    run(exe + ["audit", "plan", "--platform", args.platform] + standards + ["--out", str(plan)] + db)
    recorded = fill(plan)
    run(exe + ["audit", "check", str(plan)] + db)
    check_file_checks(exe, db, plan)
    outputs = {}
    for fmt in ("json", "earl", "oscal", "html", "markdown"):
        outputs[fmt] = args.work / f"report.{fmt}"
        run(exe + ["audit", "report", str(plan), "--format", fmt, "--out", str(outputs[fmt]), "--subject", "Example app",
                   "--subject-version", "1.0", "--subject-url", "https://example.org/app"] + db)
    if not all(p.exists() for p in outputs.values()):
        fail("report", "not every format was written")
    else:
        report = json.loads(outputs["json"].read_text(encoding="utf-8"))
        failed = recorded["failed"]
        if not any(r["conformance"] in ("Partially Supports", "Does Not Support") and failed in r["items"]
                   for s in report["standards"] for r in s["requirements"]):
            fail("report", f"{failed} failed, yet no requirement fails through it")
        check_json(report)
        check_earl(outputs["earl"], report)
        check_report_tool(outputs["earl"], report, "https://example.org/app")
        check_oscal(outputs["oscal"], args.oscal, report)
        check_html(outputs["html"])
        for standard in report["standards"]:
            if f"## {standard['name']}" not in outputs["markdown"].read_text(encoding="utf-8"):
                fail("markdown", f"no section for {standard['name']}")
        self_test(outputs, report, args.oscal)
    for problem in problems:
        print(problem)
    print(f"check_audit: {recorded['items']} items, {len(problems)} problem{'' if len(problems) == 1 else 's'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

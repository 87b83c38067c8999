#!/usr/bin/env python3
"""Validates `crosswalk export --format oscal` with compliance-trestle and against the content.

    Tests/site/.venv/bin/python Tests/export/validate_oscal.py EXPORT_DIR
                                [--content DIR] [--mappings DIR] [--crosswalk EXE --db STORE]
                                [--self-test]

Loads every document of EXPORT_DIR with compliance-trestle's OSCAL 1.2.1 models
(trestle.oscal.catalog.Catalog, trestle.oscal.mapping.MappingCollection) and runs trestle's
validators on it; then checks what trestle's JSON-schema models leave out (the OSCAL
metaschema's allowed values and id uniqueness, references between the documents, the
version 5 UUIDs) and that the export round-trips the content it was made from: read
independently from Content/ and Mappings/ (defaults: the repository's), never through
Crosswalk's code; with --crosswalk and --db, each comparison against `crosswalk compare` on
the store the export was made from. Each problem is one line, `path: check: message`; the last line counts
documents and problems; the exit status is 1 on any problem, 2 when nothing could be checked.
`--self-test` copies EXPORT_DIR, plants one defect at a time, and fails unless each is
reported and the untouched copy passes. README.md beside this file explains each check.
"""

from __future__ import annotations

import argparse
import copy
import json
import logging
import re
import shutil
import subprocess
import sys
import tempfile
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import yaml

SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

# Crosswalk's namespace: the props OSCAL does not define, and the UUIDs (docs/cli.md).
CROSSWALK_NS = "https://crosswalk.invalid/ns/oscal"
UUID_NAMESPACE = uuid.uuid5(uuid.NAMESPACE_URL, CROSSWALK_NS)
OSCAL_VERSION = "1.2.1"

# Allowed values of the OSCAL 1.2.1 metaschema (src/metaschema/oscal_mapping-common_metaschema.xml,
# oscal_catalog_metaschema.xml, shared-constraints/): constraints a JSON schema cannot state,
# so trestle's generated models do not enforce them.
RELATIONSHIPS = {"equal-to", "equivalent-to", "subset-of", "superset-of", "intersects-with", "no-relationship"}
RATIONALES = {"syntactic", "semantic", "functional"}
METHODS = {"human", "automation", "hybrid"}
STATUSES = {"complete", "not-complete", "draft", "deprecated", "superseded"}
CONFIDENCE_CATEGORIES = {"unspecified", "high", "medium", "low"}
ITEM_TYPES = {"control", "statement"}
CONTROL_PROP_NAMES = {"label", "sort-id", "alt-identifier", "status"}
GROUP_PROP_NAMES = {"label", "sort-id", "alt-identifier"}
CONTROL_PART_NAMES = {"overview", "statement", "guidance", "example", "assessment-method"}
RESOURCE_PROP_NAMES = {"type", "version", "published"}
UUID_V5 = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
TOKEN = re.compile(r"^[_A-Za-z][_A-Za-z0-9.\-]*$")


# ------------------------------------------------------------------------------------------
# The content, read on its own


@dataclass
class Content:
    standards: dict[str, dict] = field(default_factory=dict)  # id -> {guideline id: front matter}
    criteria: dict[str, dict] = field(default_factory=dict)  # criterion id -> {number, versions, introduced}
    versions: list[str] = field(default_factory=list)  # WCAG versions, oldest first
    sets: dict[str, list[dict]] = field(default_factory=dict)  # "<a>--<b>" -> entries


def front_matter(path: Path) -> dict:
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---\n"):
        return {}
    return yaml.load(text[4 : text.index("\n---", 4)], Loader=SAFE_LOADER) or {}


# The content is read once per run; the self-test validates the export a dozen times.
CONTENT_READ: dict[tuple[Path, Path], Content] = {}


def read_content(content: Path, mappings: Path) -> Content:
    key = (content.resolve(), mappings.resolve())
    if key not in CONTENT_READ:
        CONTENT_READ[key] = read_content_files(content, mappings)
    return copy.deepcopy(CONTENT_READ[key])


def read_content_files(content: Path, mappings: Path) -> Content:
    c = Content()
    for folder in sorted(p for p in content.iterdir() if (p / "standard.yaml").is_file()):
        guidelines = {}
        for md in sorted(folder.glob("*.md")):
            fm = front_matter(md)
            guidelines[f"{folder.name}/{fm['number']}"] = fm
        c.standards[folder.name] = guidelines
    catalogue = yaml.load((content / "wcag" / "criteria.yaml").read_text(encoding="utf-8"), Loader=SAFE_LOADER)
    c.versions = [str(v["version"]) for v in catalogue["versions"]]
    for principle in catalogue["principles"]:
        for guideline in principle["guidelines"]:
            for criterion in guideline["criteria"]:
                introduced = str(criterion["introduced"])
                removed = str(criterion["removed"]) if criterion.get("removed") else None
                index = c.versions.index(introduced)
                end = c.versions.index(removed) if removed else len(c.versions)
                c.criteria[f"wcag-{introduced}/{criterion['number']}"] = {
                    "number": str(criterion["number"]),
                    "introduced": introduced,
                    "versions": c.versions[index:end],
                }
    for file in sorted(mappings.glob("*.yaml")):
        data = yaml.load(file.read_text(encoding="utf-8"), Loader=SAFE_LOADER)
        c.sets.setdefault(f"{data['source']}--{data['target']}", []).extend(data.get("mappings") or [])
    return c


def standard_of(crosswalk_id: str) -> str:
    return crosswalk_id.split("/", 1)[0]


def crosswalk_id(control_id: str) -> str:
    """`bbc-2013_13` -> `bbc-2013/13`: standard ids and numbers hold no `_`."""
    return control_id.replace("_", "/", 1)


# ------------------------------------------------------------------------------------------
# Checking


@dataclass
class Report:
    root: Path
    problems: list[str] = field(default_factory=list)
    documents: int = 0

    def add(self, path: Path, check: str, message: str) -> None:
        try:
            shown = path.relative_to(self.root)
        except ValueError:
            shown = path
        self.problems.append(f"{shown}: {check}: {message}")


def walk(value, key=None):
    """Every (key, value) pair in a JSON document, depth first."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield k, v
            yield from walk(v, k)
    elif isinstance(value, list):
        for item in value:
            yield from walk(item, key)


def controls_of(node: dict) -> list[dict]:
    found = []
    for control in node.get("controls", []):
        found.append(control)
        found.extend(controls_of(control))
    for group in node.get("groups", []):
        found.extend(controls_of(group))
    return found


def nested(node: dict, key: str) -> list[dict]:
    """Every object below `node` through `key` (groups in groups, parts in parts), depth first."""
    found = []
    for child in node.get(key, []):
        found.append(child)
        found.extend(nested(child, key))
    return found


def groups_of(node: dict) -> list[dict]:
    return nested(node, "groups")


def parts_of(node: dict) -> list[dict]:
    return nested(node, "parts")


def crosswalk_props(node: dict, name: str) -> list[str]:
    return [p["value"] for p in node.get("props", []) if p.get("ns") == CROSSWALK_NS and p["name"] == name]


# What trestle said of each document's bytes: the self-test validates the export once per
# planted defect, and all but one document are the same each time (trestle is most of the cost).
TRESTLE_SEEN: dict[tuple[str, str], tuple[bool, list[str]]] = {}


def trestle_load(path: Path, model, report: Report, check: str) -> bool:
    """Loads `path` with a trestle model and runs trestle's validators; False when it fails."""
    import hashlib

    key = (model.__name__, hashlib.sha256(path.read_bytes()).hexdigest())
    if key not in TRESTLE_SEEN:
        TRESTLE_SEEN[key] = trestle_problems(path, model)
    loaded, messages = TRESTLE_SEEN[key]
    for message in messages:
        report.add(path, check, message)
    return loaded


def trestle_problems(path: Path, model) -> tuple[bool, list[str]]:
    """Whether trestle loads `path` as `model`, and what it and its validators find wrong."""
    from trestle.common.err import TrestleError
    from trestle.core.catalog_validator import CatalogValidator
    from trestle.core.duplicates_validator import DuplicatesValidator
    from trestle.core.refs_validator import RefsValidator

    try:
        document = model.oscal_read(path)
    except TrestleError as error:
        return False, ["trestle: " + " ".join(str(error).split())[:600]]
    if document is None:
        return False, ["trestle could not read it"]
    # trestle's LinksValidator only warns, and its UUID pattern knows version 4 UUIDs only, so
    # back-matter references are checked below instead.
    messages = []
    for validator in (CatalogValidator(), DuplicatesValidator(), RefsValidator()):
        if not validator.model_is_valid(document, True, None):
            messages.append(f"trestle {type(validator).__name__}: {validator.error_msg()}")
    return True, messages


def check_common(path: Path, root: dict, report: Report, uuids: Counter) -> None:
    """What every document shares: its OSCAL version, v5 UUIDs, back-matter references."""
    if root["metadata"].get("oscal-version") != OSCAL_VERSION:
        report.add(path, "metadata", f"oscal-version {root['metadata'].get('oscal-version')!r}, expected {OSCAL_VERSION}")
    for key, value in walk(root):
        if key == "uuid" and not UUID_V5.match(value):
            report.add(path, "uuid", f"{value} is not a lower-case version 5 UUID")
    resources = {r["uuid"] for r in root.get("back-matter", {}).get("resources", [])}
    referenced = {value[1:] for key, value in walk(root) if key == "href" and isinstance(value, str) and value.startswith("#")}
    for missing in sorted(referenced - resources):
        report.add(path, "references", f"#{missing} names no back-matter resource")
    for unused in sorted(resources - referenced):
        report.add(path, "references", f"back-matter resource {unused} is never referenced")
    uuids[root["uuid"]] += 1


def check_catalog(path: Path, expected_ids: list[str], content: Content, report: Report, uuids: Counter) -> dict | None:
    from trestle.oscal.catalog import Catalog

    report.documents += 1
    if not trestle_load(path, Catalog, report, "trestle"):
        return None
    root = json.loads(path.read_text(encoding="utf-8"))["catalog"]
    check_common(path, root, report, uuids)
    controls = controls_of(root)
    ids = [crosswalk_id(c["id"]) for c in controls]
    if len(controls) != len(expected_ids):
        report.add(path, "counts", f"{len(controls)} controls, the content has {len(expected_ids)}")
    for missing in sorted(set(expected_ids) - set(ids)):
        report.add(path, "counts", f"no control for {missing}")
    for extra in sorted(set(ids) - set(expected_ids)):
        report.add(path, "counts", f"control {extra} is not in the content")
    named = [c["id"] for c in controls] + [g["id"] for g in groups_of(root)]
    named += [p["id"] for c in controls for p in parts_of(c) if "id" in p]
    for duplicate in sorted(k for k, n in Counter(named).items() if n > 1):
        report.add(path, "ids", f"{duplicate} names more than one control, group or part")
    for name in named:
        if not TOKEN.match(name):
            report.add(path, "ids", f"{name!r} is not an OSCAL token")
    for group in groups_of(root):
        for prop in group.get("props", []):
            if "ns" not in prop and prop["name"] not in GROUP_PROP_NAMES:
                report.add(path, "allowed-values", f"group {group['id']}: prop {prop['name']!r} is not an OSCAL group prop")
    for resource in root.get("back-matter", {}).get("resources", []):
        for prop in resource.get("props", []):
            if "ns" not in prop and prop["name"] not in RESOURCE_PROP_NAMES:
                report.add(path, "allowed-values", f"resource prop {prop['name']!r} is not an OSCAL resource prop")
    for control in controls:
        where = f"control {control['id']}"
        for prop in control.get("props", []):
            if "ns" not in prop and prop["name"] not in CONTROL_PROP_NAMES:
                report.add(path, "allowed-values", f"{where}: prop {prop['name']!r} is not an OSCAL control prop")
        for part in parts_of(control):
            if "ns" not in part and part["name"] not in CONTROL_PART_NAMES:
                report.add(path, "allowed-values", f"{where}: part {part['name']!r} is not an OSCAL control part")
        if not any(p["name"] == "statement" for p in control.get("parts", [])):
            report.add(path, "allowed-values", f"{where} has no statement part (OSCAL requires one unless withdrawn)")
        cid = crosswalk_id(control["id"])
        label = [p["value"] for p in control.get("props", []) if p["name"] == "label" and "ns" not in p]
        if cid in content.criteria:
            criterion = content.criteria[cid]
            if label != [criterion["number"]]:
                report.add(path, "round-trip", f"{where}: label {label}, the catalogue says {criterion['number']}")
            if crosswalk_props(control, "wcag-version") != criterion["versions"]:
                report.add(
                    path, "round-trip",
                    f"{where}: in WCAG {crosswalk_props(control, 'wcag-version')}, the catalogue says {criterion['versions']}",
                )
        elif standard_of(cid) in content.standards and cid in content.standards[standard_of(cid)]:
            fm = content.standards[standard_of(cid)][cid]
            if crosswalk_props(control, "level") != [fm["level"]]:
                report.add(path, "round-trip", f"{where}: level {crosswalk_props(control, 'level')}, the content says {fm['level']}")
            if crosswalk_props(control, "topic") != list(fm.get("topics") or []):
                report.add(path, "round-trip", f"{where}: topics {crosswalk_props(control, 'topic')}, the content says {fm.get('topics')}")
            statement = [p.get("prose") for p in control.get("parts", []) if p["name"] == "statement"]
            if statement != [fm["statement"]]:
                report.add(path, "round-trip", f"{where}: the statement part is not the content's statement")
    return root


@dataclass
class Catalogs:
    """Control ids of each catalog file, by path."""

    ids: dict[Path, set[str]] = field(default_factory=dict)


def whole(target: str, content: Content) -> list[str]:
    """What a no-relationship entry naming a whole standard or WCAG version covers."""
    if target.startswith("wcag-"):
        version = target[len("wcag-") :]
        return [cid for cid, c in content.criteria.items() if version in c["versions"]]
    return list(content.standards.get(target, {}))


def check_collection(path: Path, catalogs: Catalogs, report: Report, uuids: Counter) -> tuple[dict, list[dict]] | None:
    """trestle, allowed values and references of a mapping collection; its root and maps."""
    from trestle.oscal.mapping import MappingCollection

    report.documents += 1
    if not trestle_load(path, MappingCollection, report, "trestle"):
        return None
    root = json.loads(path.read_text(encoding="utf-8"))["mapping-collection"]
    check_common(path, root, report, uuids)
    provenance = root["provenance"]
    for name, allowed in (("method", METHODS), ("matching-rationale", RATIONALES), ("status", STATUSES)):
        if provenance.get(name) not in allowed:
            report.add(path, "allowed-values", f"provenance {name} {provenance.get(name)!r}")
    maps = []
    for mapping in root["mappings"]:
        uuids[mapping["uuid"]] += 1
        resolved = {}
        for side in ("source-resource", "target-resource"):
            resource = mapping[side]
            file = (path.parent / resource["href"]).resolve()
            if resource.get("type") != "catalog" or file not in catalogs.ids:
                report.add(path, "references", f"{side} {resource['href']} is not an exported catalog")
            resolved[side] = catalogs.ids.get(file, set())
        for m in mapping["maps"]:
            maps.append(m)
            uuids[m["uuid"]] += 1
            if "ns" not in m and m["relationship"] not in RELATIONSHIPS:
                report.add(path, "allowed-values", f"map {m['uuid']}: relationship {m['relationship']!r}")
            if "ns" in m and (m["ns"], m["relationship"]) != (CROSSWALK_NS, "related"):
                report.add(path, "allowed-values", f"map {m['uuid']}: relationship {m['relationship']!r} in namespace {m['ns']}")
            if m.get("matching-rationale", "semantic") not in RATIONALES:
                report.add(path, "allowed-values", f"map {m['uuid']}: matching-rationale {m['matching-rationale']!r}")
            category = m.get("confidence-score", {}).get("category")
            if category is not None and category not in CONFIDENCE_CATEGORIES:
                report.add(path, "allowed-values", f"map {m['uuid']}: confidence {category!r}")
            for side, resource in (("sources", "source-resource"), ("targets", "target-resource")):
                for item in m[side]:
                    if item["type"] not in ITEM_TYPES:
                        report.add(path, "allowed-values", f"map {m['uuid']}: item type {item['type']!r}")
                    if item["id-ref"] not in resolved[resource]:
                        report.add(path, "references", f"map {m['uuid']}: {item['id-ref']} is not a control of {mapping[resource]['href']}")
        for side, resource in (("source-gap-summary", "source-resource"), ("target-gap-summary", "target-resource")):
            for selection in mapping.get(side, {}).get("unmapped-controls", []):
                for cid in selection.get("with-ids", []):
                    if cid not in resolved[resource]:
                        report.add(path, "references", f"{side}: {cid} is not a control of {mapping[resource]['href']}")
    return root, maps


def ends(m: dict, content: Content, path: Path, report: Report) -> tuple[str, str]:
    """A map's source and target as Crosswalk ids; the target is the standard or WCAG version a
    whole-target map's `target-scope` names."""
    scope = crosswalk_props(m, "target-scope")
    sources = [crosswalk_id(i["id-ref"]) for i in m["sources"]]
    targets = [crosswalk_id(i["id-ref"]) for i in m["targets"]]
    if scope and sorted(targets) != sorted(whole(scope[0], content)):
        report.add(path, "round-trip", f"map {m['uuid']}: targets are not the whole of {scope[0]}")
    source = sources[0] if len(sources) == 1 else "?"
    return source, scope[0] if scope else (targets[0] if len(targets) == 1 else "?")


def check_uuid(m: dict, key: str, path: Path, report: Report) -> None:
    wanted = str(uuid.uuid5(UUID_NAMESPACE, "map:" + key))
    if m["uuid"] != wanted:
        report.add(path, "uuid", f"map {key}: uuid {m['uuid']}, expected uuid5(namespace, 'map:{key}') = {wanted}")


def listed_gaps(mapping: dict, side: str) -> list[str]:
    return [crosswalk_id(i) for s in mapping.get(side, {}).get("unmapped-controls", []) for i in s.get("with-ids", [])]


def check_set(path: Path, root: dict, maps: list[dict], expected: list[dict], content: Content, report: Report) -> None:
    """A mapping set: every entry of its Mappings/ file is one map, and back."""
    found = Counter()
    for m in maps:
        source, target = ends(m, content, path, report)
        found[(source, target, m["relationship"], m.get("matching-rationale"), m.get("confidence-score", {}).get("category"))] += 1
        check_uuid(m, f"{source} {target}", path, report)
    wanted = Counter((e["source"], e["target"], e["relationship"], e["rationale"], e["confidence"]) for e in expected)
    if len(maps) != len(expected):
        report.add(path, "counts", f"{len(maps)} maps, the mapping file has {len(expected)} entries")
    for entry in sorted((wanted - found).elements()):
        report.add(path, "round-trip", f"no map for {' '.join(map(str, entry))}")
    for entry in sorted((found - wanted).elements()):
        report.add(path, "round-trip", f"map {' '.join(map(str, entry))} is not in the mapping file")

    # Gap summaries: the controls no related map names, computed from the mapping file.
    source_std = standard_of(expected[0]["source"])
    target_std = path.stem.split("--", 1)[1]
    related = [e for e in expected if e["relationship"] != "no-relationship"]
    source_scope = list(content.standards.get(source_std, {}))
    if target_std.startswith("wcag-"):
        version = target_std[len("wcag-") :]
        target_scope = [cid for cid, c in content.criteria.items() if c["introduced"] == version]
    else:
        target_scope = list(content.standards.get(target_std, {}))
    gaps = {
        "source-gap-summary": [i for i in source_scope if i not in {e["source"] for e in related}],
        "target-gap-summary": [i for i in target_scope if i not in {e["target"] for e in related}],
    }
    mapping = root["mappings"][0]
    for side, ids in gaps.items():
        listed = listed_gaps(mapping, side)
        if sorted(listed) != sorted(ids):
            report.add(path, "round-trip", f"{side} lists {len(listed)} controls, the mapping file leaves {len(ids)} unmapped")


def expected_comparison(report_json: dict) -> tuple[list[tuple], list[str], dict[str, int]]:
    """From `crosswalk compare A B --one-way --format json`: the maps a comparison collection
    holds (one per counterpart behind a verdict; only direct ones where A states there is no
    counterpart, plus that statement), the guidelines of A no sound counterpart covers, and
    the count of each verdict."""
    comparison = report_json["comparisons"][0]
    maps, gaps = [], []
    for entry in comparison["entries"]:
        stated = entry.get("no_counterpart") is not None
        considered = [p for p in entry["counterparts"] if not stated or p["path"] == "direct"]
        for p in considered:
            relationship = "related" if p["relationship"] == "unknown" else p["relationship"]
            maps.append((entry["guideline"], p["guideline"], relationship, p["verdict"], str(p["strength"])))
        if stated:
            maps.append((entry["guideline"], comparison["b"], "no-relationship", "not-covered", None))
        if not any(p["relationship"] != "unknown" for p in considered):
            gaps.append(entry["guideline"])
    counts = {c["verdict"]: c["total"] for c in comparison["summary"]}
    return maps, gaps, counts


def check_comparison(path: Path, root: dict, maps: list[dict], content: Content, report: Report, expected) -> None:
    """A comparison: map UUIDs always; with the engine's own answer, every map and gap."""
    found = Counter()
    for m in maps:
        source, target = ends(m, content, path, report)
        check_uuid(m, f"comparison {source} {target}", path, report)
        strength = crosswalk_props(m, "strength")
        found[(source, target, m["relationship"], (crosswalk_props(m, "verdict") or [None])[0], strength[0] if strength else None)] += 1
    if expected is None:
        return
    wanted_maps, wanted_gaps, counts = expected
    if len(maps) != len(wanted_maps):
        report.add(path, "counts", f"{len(maps)} maps, crosswalk compare gives {len(wanted_maps)} counterparts and statements")
    wanted = Counter(wanted_maps)
    for entry in sorted((wanted - found).elements(), key=str):
        report.add(path, "round-trip", f"no map for {' '.join(map(str, entry))}")
    for entry in sorted((found - wanted).elements(), key=str):
        report.add(path, "round-trip", f"map {' '.join(map(str, entry))} is not in crosswalk compare's answer")
    mapping = root["mappings"][0]
    if sorted(listed_gaps(mapping, "source-gap-summary")) != sorted(wanted_gaps):
        report.add(path, "round-trip", f"source-gap-summary lists {listed_gaps(mapping, 'source-gap-summary')}, crosswalk compare leaves {wanted_gaps} uncovered")
    listed_counts = {p.get("class"): int(p["value"]) for p in mapping.get("props", []) if p.get("ns") == CROSSWALK_NS and p["name"] == "verdict-count"}
    if listed_counts != counts:
        report.add(path, "round-trip", f"verdict counts {listed_counts}, crosswalk compare says {counts}")


def validate(export: Path, content_dir: Path, mappings_dir: Path, compare=None) -> Report:
    """`compare(a, b)`, when given, returns `crosswalk compare a b --one-way --format json`."""
    report = Report(root=export)
    content = read_content(content_dir, mappings_dir)
    uuids: Counter = Counter()
    catalogs = Catalogs()
    expected_catalogs = {std: list(ids) for std, ids in content.standards.items()}
    expected_catalogs["wcag"] = list(content.criteria)
    for name, ids in expected_catalogs.items():
        path = export / "catalogs" / f"{name}.json"
        if not path.is_file():
            report.add(path, "files", "missing")
            continue
        root = check_catalog(path, ids, content, report, uuids)
        if root is not None:
            catalogs.ids[path.resolve()] = {c["id"] for c in controls_of(root)}
    for set_id, entries in content.sets.items():
        path = export / "mappings" / f"{set_id}.json"
        if not path.is_file():
            report.add(path, "files", "missing")
            continue
        checked = check_collection(path, catalogs, report, uuids)
        if checked:
            check_set(path, *checked, entries, content, report)
    comparisons = sorted((export / "comparisons").glob("*.json")) if (export / "comparisons").is_dir() else []
    expected = {}
    if compare is not None:
        for a in content.standards:
            for b in content.standards:
                if a != b:
                    answer = expected_comparison(compare(a, b))
                    if answer[0]:
                        expected[f"{a}--{b}"] = answer
        for missing in sorted(set(expected) - {p.stem for p in comparisons}):
            report.add(export / "comparisons" / f"{missing}.json", "files", "missing")
    for path in comparisons:
        checked = check_collection(path, catalogs, report, uuids)
        if checked:
            check_comparison(path, *checked, content, report, expected.get(path.stem) if compare else None)
    known = {f"catalogs/{n}.json" for n in expected_catalogs} | {f"mappings/{s}.json" for s in content.sets}
    known |= {f"comparisons/{c}.json" for c in expected} if compare else {str(p.relative_to(export)) for p in comparisons}
    known |= {".crosswalk"}
    for file in sorted(p for p in export.rglob("*") if p.is_file()):
        if str(file.relative_to(export)) not in known:
            report.add(file, "files", "not expected from the content")
    for value, count in sorted(uuids.items()):
        if count > 1:
            report.problems.append(f"(export): uuid: {value} identifies {count} documents, mappings or maps")
    return report


# ------------------------------------------------------------------------------------------
# Self-test: planted defects must be reported


def self_test(export: Path, content_dir: Path, mappings_dir: Path, compare=None) -> int:
    def edit(relative: str, change) -> None:
        file = work / relative
        data = json.loads(file.read_text(encoding="utf-8"))
        change(data)
        if file.exists():
            file.write_text(json.dumps(data, indent=2), encoding="utf-8")

    first_set = sorted((export / "mappings").glob("*.json"))[0].name
    standard = sorted(p.name for p in (export / "catalogs").glob("*.json") if p.name != "wcag.json")[0]

    def first_control(data):
        return controls_of(data["catalog"])[0]

    def drop_gaps(data):
        mapping = data["mapping-collection"]["mappings"][0]
        mapping.pop("source-gap-summary", None)
        mapping.pop("target-gap-summary", None)

    defects = {
        "a map left out": (f"mappings/{first_set}", lambda d: d["mapping-collection"]["mappings"][0]["maps"].pop(), "counts"),
        "an unknown field": (f"catalogs/{standard}", lambda d: first_control(d).update({"colour": "red"}), "trestle"),
        "a relationship outside OSCAL's": (
            f"mappings/{first_set}",
            lambda d: d["mapping-collection"]["mappings"][0]["maps"][0].update({"relationship": "overlaps"}),
            "allowed-values",
        ),
        "a dangling id-ref": (
            f"mappings/{first_set}",
            lambda d: d["mapping-collection"]["mappings"][0]["maps"][0]["targets"][0].update({"id-ref": "nowhere_1"}),
            "references",
        ),
        "a random UUID": (
            f"mappings/{first_set}",
            lambda d: d["mapping-collection"]["mappings"][0]["maps"][0].update({"uuid": "0f0e0d0c-0b0a-5908-8706-050403020100"}),
            "uuid",
        ),
        "a control left out": (f"catalogs/{standard}", lambda d: (d["catalog"].get("controls") or d["catalog"]["groups"][0]["controls"]).pop(), "counts"),
        "no statement": (
            f"catalogs/{standard}",
            lambda d: first_control(d).update({"parts": [p for p in first_control(d)["parts"] if p["name"] != "statement"]}),
            "allowed-values",
        ),
        "a wrong level": (
            f"catalogs/{standard}",
            lambda d: [p.update({"value": "advisory" if p["value"] != "advisory" else "must"}) for p in first_control(d)["props"] if p["name"] == "level"],
            "round-trip",
        ),
        "a gap not listed": (f"mappings/{first_set}", drop_gaps, "round-trip"),
    }
    comparisons = sorted((export / "comparisons").glob("*.json")) if (export / "comparisons").is_dir() else []
    if comparisons:
        first = f"comparisons/{comparisons[0].name}"

        def first_map(data):
            return data["mapping-collection"]["mappings"][0]["maps"][0]

        defects["a relationship in another namespace"] = (first, lambda d: first_map(d).update({"ns": "https://example.org/ns"}), "allowed-values")
        if compare is not None:
            defects["a wrong strength"] = (
                first,
                lambda d: [p.update({"value": "11"}) for p in first_map(d)["props"] if p["name"] == "strength"],
                "round-trip",
            )
            defects["a comparison left out"] = (first, lambda d: (work / first).unlink(), "files")
    failures = 0
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch) / "export"
        shutil.copytree(export, work)
        clean = validate(work, content_dir, mappings_dir, compare)
        status = "PASS" if not clean.problems else "FAIL"
        failures += status == "FAIL"
        print(f"{status} the untouched export passes ({clean.documents} documents)")
        checked = "mapping sets and comparisons" if compare else "mapping sets (comparisons: structure only)"
        print(f"oscal-checks: {clean.documents} documents validated with compliance-trestle, {checked} against the content, {len(clean.problems)} problem(s)")
        for line in clean.problems[:20]:
            print("    " + line)
        for name, (relative, change, check) in defects.items():
            shutil.rmtree(work)
            shutil.copytree(export, work)
            edit(relative, change)
            found = [p for p in validate(work, content_dir, mappings_dir, compare).problems if f": {check}: " in p and relative in p]
            status = "PASS" if found else "FAIL"
            failures += status == "FAIL"
            print(f"{status} {name} in {relative} is reported as {check}" + (f": {found[0]}" if found else ""))
    print(f"oscal-self-test: {len(defects) + 1 - failures} passed, {failures} failed")
    return 1 if failures else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("export", type=Path, help="the folder crosswalk export --format oscal wrote")
    ap.add_argument("--content", type=Path, default=REPO / "Content")
    ap.add_argument("--mappings", type=Path, default=None, help="default: Mappings/ beside the content folder")
    ap.add_argument("--self-test", action="store_true", help="plant defects in a copy and require each to be reported")
    ap.add_argument("--crosswalk", type=Path, help="the crosswalk executable: comparisons are checked against its compare")
    ap.add_argument("--db", type=Path, help="the store the export was made from (with --crosswalk)")
    args = ap.parse_args(argv)
    if (args.crosswalk is None) != (args.db is None):
        print("error: --crosswalk and --db go together", file=sys.stderr)
        return 2
    compare = None
    if args.crosswalk is not None:
        answers: dict[tuple[str, str], dict] = {}

        def compare(a: str, b: str) -> dict:
            if (a, b) not in answers:
                command = [str(args.crosswalk), "compare", a, b, "--one-way", "--format", "json", "--db", str(args.db)]
                answers[(a, b)] = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
            return answers[(a, b)]

    mappings = args.mappings or args.content.resolve().parent / "Mappings"
    for folder in (args.export, args.content, mappings):
        if not folder.is_dir():
            print(f"error: no folder {folder}", file=sys.stderr)
            return 2
    logging.basicConfig(level=logging.ERROR)
    if args.self_test:
        return self_test(args.export, args.content, mappings, compare)
    report = validate(args.export, args.content, mappings, compare)
    for line in report.problems:
        print(line)
    checked = "mapping sets and comparisons" if compare else "mapping sets (comparisons: structure only; --crosswalk and --db check them)"
    print(f"oscal-checks: {report.documents} documents validated with compliance-trestle, {checked} against the content, {len(report.problems)} problem(s)")
    if report.documents == 0:
        return 2
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())

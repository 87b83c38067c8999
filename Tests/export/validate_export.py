#!/usr/bin/env python3
"""Validates `crosswalk export`'s JSON against the JSON Schema it embeds (draft 2020-12).

Usage: validate_export.py EXPORT.json

Checks that the schema is itself a valid draft 2020-12 schema, that the export conforms to
it, and that the schema is strict enough to catch drift: the same export with a required
field removed, or with a field the schema does not know, must fail. Prints one line per
problem and a summary; exits 1 on any problem.
"""
import copy
import json
import sys

import jsonschema


def errors(schema, document):
    return sorted(jsonschema.Draft202012Validator(schema).iter_errors(document), key=lambda e: list(e.path))


def with_one(export, key, index, change):
    """The export with `key` holding only a changed copy of its item `index`: the drift checks
    validate that item and the rest of the export, not every other guideline again (the whole
    export took about 4 s a validation)."""
    item = copy.deepcopy(export[key][index])
    change(item)
    return {**export, key: [item]}


def main(argv):
    if len(argv) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        export = json.load(f)
    schema = export.get("schema")
    problems = []
    try:
        jsonschema.Draft202012Validator.check_schema(schema)
    except jsonschema.SchemaError as e:
        problems.append(f"the embedded schema is not a valid JSON Schema: {e.message}")
    else:
        for e in errors(schema, export)[:50]:
            where = "/".join(str(p) for p in e.path) or "(top)"
            problems.append(f"{where}: {e.message[:300]}")
        # Drift the schema must catch.
        guideline = next(iter(export.get("guidelines") or []), None)
        if guideline is not None:
            missing = with_one(export, "guidelines", 0, lambda g: g.pop("statement"))
            if not errors(schema, missing):
                problems.append("the schema accepts a guideline without its statement")
            extra = with_one(export, "guidelines", 0, lambda g: g.update(undocumented=True))
            if not errors(schema, extra):
                problems.append("the schema accepts a guideline field it does not document")
        # An automated test: its fields documented, each test's language that of its platform.
        tested = next((i for i, g in enumerate(export.get("guidelines") or [])
                       if (g.get("testing") or {}).get("automated_test", {}).get("code")), None)
        if tested is not None:
            extra = with_one(export, "guidelines", tested,
                             lambda g: g["testing"]["automated_test"].update(undocumented=True))
            if not errors(schema, extra):
                problems.append("the schema accepts an automated test field it does not document")
            def other_platform(g):
                sample = g["testing"]["automated_test"]["code"][0]
                sample["platform"] = "html" if sample["platform"] != "html" else "ios"
            wrong = with_one(export, "guidelines", tested, other_platform)
            if not errors(schema, wrong):
                problems.append("the schema accepts an automated test whose language is another platform's")
        criterion = next(iter(export.get("criteria") or []), None)
        if criterion is not None:
            wrong = with_one(export, "criteria", 0, lambda c: c.update(introduced="3.0"))
            if not errors(schema, wrong):
                problems.append("the schema accepts a WCAG version that does not exist")
    for p in problems:
        print(f"{argv[1]}: {p}")
    counts = {k: len(v) for k, v in export.items() if isinstance(v, list)}
    print(f"export-schema: {'FAIL' if problems else 'PASS'}: {len(problems)} problem(s); " + ", ".join(f"{v} {k}" for k, v in counts.items()))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

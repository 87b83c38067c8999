"""Drives `crosswalk mcp` with the official MCP Python client (the `mcp` package) over stdio,
as an editor or assistant would: initialise, list the tools, call each one, and check that
the answers are the CLI's (a search returns the ids `crosswalk search --format json` returns),
that bad arguments are tool errors with the CLI's one-line message rather than crashes, and
that the server writes nothing.

    python Tests/mcp/check_mcp.py --crosswalk .build/debug/crosswalk --db STORE

Exits 1 with the failures listed, 0 when every check passes.
"""

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

TOOLS = {"search", "show", "compare", "coverage", "list_standards", "audit_plan"}
PLATFORMS = ["ios", "android", "flutter", "react-native", "html"]


class Checks:
    def __init__(self):
        self.failures = []
        self.passed = 0

    def expect(self, condition, what):
        if condition:
            self.passed += 1
        else:
            self.failures.append(what)
            print(f"check_mcp: FAIL: {what}", file=sys.stderr)


def cli(crosswalk, db, *arguments):
    """What the CLI prints for a command line, run in the repository."""
    done = subprocess.run([crosswalk, *arguments, "--db", db], capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr.strip()


def text_of(result):
    return "\n".join(block.text for block in result.content if getattr(block, "type", "") == "text")


async def run(crosswalk, db, checks):
    store = Path(db)
    # The CLI keeps a --db store fresh (a newer binary rebuilds it): let it do so now, so that
    # a change to the store during the session can only be the server's.
    cli(crosswalk, db, "standards", "--format", "json")
    before = (store.stat().st_mtime_ns, store.stat().st_size)
    with tempfile.TemporaryDirectory(prefix="crosswalk-mcp-") as folder:
        # Started in an empty folder with no Content/ above it: nothing may be written there.
        params = StdioServerParameters(command=crosswalk, args=["mcp", "--db", db], cwd=folder, env={"NO_COLOR": "1"})
        with open(os.devnull, "w") as errlog:
            async with stdio_client(params, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    init = await session.initialize()
                    checks.expect(init.server_info.name == "crosswalk", f"server name {init.server_info.name!r}")
                    checks.expect(init.capabilities.tools is not None, "the server offers tools")

                    listed = await session.list_tools()
                    tools = {tool.name: tool for tool in listed.tools}
                    checks.expect(set(tools) == TOOLS, f"tools {sorted(tools)}")
                    for tool in listed.tools:
                        schema = tool.input_schema
                        checks.expect(
                            schema.get("type") == "object" and "properties" in schema, f"{tool.name} has an object schema"
                        )
                        checks.expect(bool(tool.description), f"{tool.name} has a description")
                        checks.expect(
                            tool.annotations is not None and tool.annotations.read_only_hint is True,
                            f"{tool.name} is marked read-only",
                        )
                    checks.expect(tools["search"].input_schema.get("required") == ["query"], "search requires query")
                    # Every platform the CLI takes, Flutter and React Native included, in its order.
                    for name, schema in [
                        ("search", tools["search"].input_schema["properties"]["platform"]["anyOf"][0]),
                        ("show", tools["show"].input_schema["properties"]["platform"]),
                        ("audit_plan", tools["audit_plan"].input_schema["properties"]["platform"]),
                    ]:
                        checks.expect(schema.get("enum") == PLATFORMS, f"{name}'s platform enum is {schema.get('enum')}")

                    await check_search(session, crosswalk, db, checks)
                    await check_show(session, crosswalk, db, checks)
                    await check_compare(session, crosswalk, db, checks)
                    await check_coverage(session, crosswalk, db, checks)
                    await check_standards(session, crosswalk, db, checks)
                    await check_audit_plan(session, crosswalk, db, checks)
                    await check_errors(session, crosswalk, db, checks)

                    # Still answering after every error.
                    again = await session.call_tool("search", {"query": "captions", "limit": 1})
                    checks.expect(not again.is_error and len(again.structured_content["results"]) == 1, "answers after errors")
        checks.expect(os.listdir(folder) == [], f"the server wrote in its folder: {os.listdir(folder)}")
    checks.expect((store.stat().st_mtime_ns, store.stat().st_size) == before, "the store was not rewritten")


async def check_search(session, crosswalk, db, checks):
    for query, options, cli_options in [
        ("touch target", {}, []),
        ("contentDescription", {"platform": "android", "limit": 5}, ["--platform", "android", "--limit", "5"]),
        ('"screen orientation"', {"standard": ["bbc-2013", "cis-india"]}, ["--standard", "bbc-2013", "--standard", "cis-india"]),
        ("focus -touch", {"limit": 5}, ["--limit", "5"]),
        ("contrst ratio", {}, []),
        ("video without captions problem", {"limit": 5}, ["--limit", "5"]),
        ("contrst ratio", {"exact": True}, ["--exact"]),
        ("label", {"level": "must", "topic": "labels-names", "limit": 3},
            ["--level", "must", "--topic", "labels-names", "--limit", "3"],),
    ]:
        result = await session.call_tool("search", {"query": query, **options})
        status, out, err = cli(crosswalk, db, "search", query, *cli_options, "--format", "json")
        checks.expect(status == 0, f"crosswalk search {query} {cli_options}: {err}")
        if status != 0:
            continue
        expected = json.loads(out)
        checks.expect(not result.is_error, f"search {query!r} {options}: {text_of(result)}")
        if result.is_error:
            continue
        ids = [r["id"] for r in result.structured_content["results"]]
        checks.expect(ids == [r["id"] for r in expected["results"]], f"search {query!r} {options}: ids {ids} are the CLI's")
        checks.expect(result.structured_content["total"] == expected["total"], f"search {query!r}: the CLI's total")
        if options.get("exact"):
            checks.expect(ids == [] and result.structured_content.get("corrected_query") is None, f"search {query!r} exact: nothing")
        else:
            checks.expect(bool(ids) and ids[0] in text_of(result), f"search {query!r}: the text names the first id")
        if query == "contrst ratio" and not options:
            checks.expect(result.structured_content.get("corrected_query") == "contrast ratio", "search corrects contrst")
        if query.startswith("video without"):
            partial = result.structured_content.get("partial") or {}
            checks.expect(partial.get("most") == 3 and "captions" in partial.get("terms", []), "search answers with partial matches")
        _, text, _ = cli(crosswalk, db, "search", query, *cli_options)
        # Its first sentence (the MCP text is 100 columns wide, a pipe's 80: lines wrap apart).
        def first(t):
            return " ".join(t.split())[:70]

        checks.expect(first(text_of(result)) == first(text), f"search {query!r}: the CLI's text")


async def check_show(session, crosswalk, db, checks):
    result = await session.call_tool("show", {"id": "bbc-2013/13", "platform": "ios"})
    checks.expect(not result.is_error, f"show bbc-2013/13: {text_of(result)}")
    guideline = result.structured_content
    checks.expect(guideline.get("id") == "bbc-2013/13", "show bbc-2013/13 answers that guideline")
    platforms = {t["platform"] for t in guideline.get("techniques", [])}
    checks.expect(platforms == {"ios"}, f"show with platform ios keeps iOS techniques only: {platforms}")
    checks.expect("```swift" in text_of(result) or "swift" in text_of(result).lower(), "show's text has the iOS code")
    _, full, _ = cli(crosswalk, db, "show", "bbc-2013/13", "--format", "json")
    checks.expect(len(json.loads(full)["techniques"]) > len(guideline["techniques"]), "without platform there are more")

    # A framework: only its techniques (none yet in a guideline without a Flutter section).
    framework = await session.call_tool("show", {"id": "bbc-2013/13", "platform": "flutter"})
    flutter = {t["platform"] for t in (framework.structured_content or {}).get("techniques", [])}
    checks.expect(not framework.is_error and flutter <= {"flutter"}, f"show with platform flutter keeps Flutter's only: {flutter}")

    # The automated test (where the guideline has one): with platform, only that platform's test code.
    tested = next((g for g in json.loads(cli(crosswalk, db, "export", "--format", "json")[1])["guidelines"]
                   if any(c["platform"] == "android" for c in g["testing"].get("automated_test", {}).get("code", []))), None)
    if tested is not None:
        android = await session.call_tool("show", {"id": tested["id"], "platform": "android"})
        test = (android.structured_content or {}).get("testing", {}).get("automated_test", {})
        checks.expect({c["platform"] for c in test.get("code", [])} == {"android"},
                      f"show {tested['id']} with platform android keeps Android's test code only: {test.get('code')}")
        checks.expect("Automated test" in text_of(android) and "A person still checks" in text_of(android),
                      f"show {tested['id']}'s text has the automated test")

    criterion = await session.call_tool("show", {"id": "1.4.3"})
    _, out, _ = cli(crosswalk, db, "show", "1.4.3", "--format", "json")
    checks.expect(criterion.structured_content == json.loads(out), "show 1.4.3 is the CLI's JSON")
    tool = await session.call_tool("show", {"id": "atf/TouchTargetSizeCheck"})
    checks.expect(not tool.is_error and "TouchTargetSizeCheck" in text_of(tool), f"show a check: {text_of(tool)[:200]}")
    standard = await session.call_tool("show", {"id": "cis-india"})
    checks.expect(standard.structured_content.get("id") == "cis-india", "show cis-india answers the standard")


async def check_compare(session, crosswalk, db, checks):
    result = await session.call_tool("compare", {"a": "gigw-3", "b": "cis-india", "limit": 3})
    checks.expect(not result.is_error, f"compare: {text_of(result)}")
    summary = result.structured_content
    _, out, _ = cli(crosswalk, db, "compare", "gigw-3", "cis-india", "--format", "json")
    full = json.loads(out)
    checks.expect(len(summary["comparisons"]) == 2, "compare answers both directions")
    for mine, theirs in zip(summary["comparisons"], full["comparisons"]):
        checks.expect((mine["a"], mine["b"]) == (theirs["a"], theirs["b"]), "compare's directions are the CLI's")
        checks.expect(mine["summary"] == theirs["summary"], f"compare {mine['a']} by {mine['b']}: the CLI's verdict counts")
        checks.expect(mine["guidelines"] == theirs["guidelines"], "compare judges the guidelines the CLI judges")
        uncovered = [e["guideline"] for e in theirs["entries"] if e["verdict"] == "not-covered"]
        checks.expect(mine["not_covered_total"] == len(uncovered), "compare counts every guideline not covered")
        checks.expect([e["guideline"] for e in mine["not_covered"]] == uncovered[:3], "compare lists the first `limit`")
    checks.expect("Does CIS-India cover GIGW" in text_of(result) or "cover" in text_of(result), "compare's text")

    one_way = await session.call_tool("compare", {"a": "en-301-549-v4", "b": "gigw-3", "one_way": True})
    checks.expect(not one_way.is_error and len(one_way.structured_content["comparisons"]) == 1, "compare one_way")
    checks.expect(len(json.dumps(one_way.structured_content)) < 20_000, "compare's answer stays small")


async def check_coverage(session, crosswalk, db, checks):
    result = await session.call_tool("coverage", {"standard": "section508-2017"})
    _, out, _ = cli(crosswalk, db, "coverage", "--standard", "section508-2017", "--format", "json")
    expected = json.loads(out)
    checks.expect(not result.is_error, f"coverage: {text_of(result)}")
    mine = result.structured_content["versions"]
    checks.expect([v["version"] for v in mine] == [v["version"] for v in expected["versions"]], "coverage's versions")
    for got, want in zip(mine, expected["versions"]):
        for s_got, s_want in zip(got["standards"], want["standards"]):
            checks.expect(s_got["levels"] == s_want["levels"], "coverage's counts are the CLI's")
            checks.expect(s_got["criteria"] == s_want["criteria"], "coverage lists the criteria asked for")
            checks.expect(s_got["unmapped_total"] == len(s_want["unmapped"]), "coverage counts the unmapped")
    everything = await session.call_tool("coverage", {"wcag": ["2.2"], "level": ["A", "AA"], "limit": 2})
    checks.expect(not everything.is_error, f"coverage of every standard: {text_of(everything)}")
    for standard in everything.structured_content["versions"][0]["standards"]:
        checks.expect(len(standard["unmapped"]) <= 2, "coverage cuts its lists to limit")


async def check_standards(session, crosswalk, db, checks):
    result = await session.call_tool("list_standards", {})
    _, out, _ = cli(crosswalk, db, "standards", "--format", "json")
    ids = [s["id"] for s in result.structured_content["standards"]]
    checks.expect(ids == [s["id"] for s in json.loads(out)], "list_standards gives the CLI's standards")
    checks.expect("Store: " in text_of(result), "list_standards says which store answered")


async def check_audit_plan(session, crosswalk, db, checks):
    """The plan's items are the CLI's, paged; one item comes whole; the counts add up."""
    standards = ["en-301-549-v4", "section508-2017", "gigw-3"]
    status, out, err = cli(
        crosswalk, db, "audit", "plan", "--platform", "android", *[f"--standard={s}" for s in standards], "--format", "json"
    )
    checks.expect(status == 0, f"crosswalk audit plan: {err}")
    plan = json.loads(out)
    arguments = {"platform": "android", "standard": standards}
    first = await session.call_tool("audit_plan", {**arguments, "limit": 10})
    checks.expect(not first.is_error, f"audit_plan: {text_of(first)}")
    got = first.structured_content
    checks.expect(got["items_total"] == len(plan["items"]), "audit_plan counts the CLI's items")
    checks.expect(got["requirements_total"] == len(plan["requirements"]), "audit_plan counts the CLI's requirements")
    checks.expect(got["items_total"] < got["requirements_total"], "audit_plan shares items between requirements")
    checks.expect(
        [s["id"] for s in got["standards"]] == standards
        and sum(s["requirements"] for s in got["standards"]) == got["requirements_total"],
        "audit_plan counts each standard's requirements",
    )
    checks.expect([i["id"] for i in got["items"]] == [i["id"] for i in plan["items"][:10]], "audit_plan's first page")
    second = (await session.call_tool("audit_plan", {**arguments, "offset": 10, "limit": 10})).structured_content
    checks.expect([i["id"] for i in second["items"]] == [i["id"] for i in plan["items"][10:20]], "audit_plan's next page")
    decided = {r["requirement"]: r["decides"] for i in got["items"] for r in i["decides"]}
    expected = {r["id"]: r["decides"] for i in plan["items"][:10] for r in i["requirements"]}
    checks.expect(decided == expected, "audit_plan says how each item decides each requirement, as the CLI")
    checks.expect("offset 10 gives the next" in text_of(first), "audit_plan's text says how to page")
    checks.expect("crosswalk audit plan --platform android" in text_of(first), "audit_plan says how to record results")
    # The item deciding EN 301 549's target size, whole.
    target = next(i for i in plan["items"] if any(r["id"] == "en-301-549-v4/11.2.5.8" for r in i["requirements"]))
    one = await session.call_tool("audit_plan", {**arguments, "item": target["id"]})
    checks.expect(not one.is_error and one.structured_content["item"] == target, "audit_plan gives one item whole")
    checks.expect("gigw-3/11.4.8" in text_of(one), "the target-size item decides GIGW's 11.4.8")


async def check_errors(session, crosswalk, db, checks):
    """Each bad call is a tool error carrying the CLI's one-line message for the same mistake."""
    for tool, arguments, command_line in [
        ("search", {"query": "touch", "limit": 0}, ["search", "touch", "--limit", "0"]),
        ("search", {"query": ""}, ["search", ""]),
        ("search", {"query": "t*"}, ["search", "t*"]),
        ("search", {"query": "touch", "platform": "andriod"}, ["search", "touch", "--platform", "andriod"]),
        ("search", {"query": "touch", "standard": "bbc"}, ["search", "touch", "--standard", "bbc"]),
        ("show", {"id": "bbc-2013/999"}, ["show", "bbc-2013/999"]),
        ("show", {"id": "13"}, ["show", "13"]),
        ("show", {"id": "2.5.8", "wcag": "2.0"}, ["show", "2.5.8", "--wcag", "2.0"]),
        ("compare", {"a": "gigw-3", "b": "gigw-3"}, ["compare", "gigw-3", "gigw-3"]),
        ("compare", {"a": "gigw-3", "b": "cis"}, ["compare", "gigw-3", "cis"]),
        ("coverage", {"level": "AAAA"}, ["coverage", "--level", "AAAA"]),
        ("audit_plan", {"platform": "android", "standard": ["gigw"]}, ["audit", "plan", "--platform", "android", "--standard", "gigw"]),
        ("audit_plan", {"platform": "windows", "standard": ["gigw-3"]}, ["audit", "plan", "--platform", "windows", "--standard", "gigw-3"]),
    ]:
        result = await session.call_tool(tool, arguments)
        status, _, err = cli(crosswalk, db, *command_line)
        checks.expect(status != 0, f"crosswalk {' '.join(command_line)} fails")
        checks.expect(result.is_error is True, f"{tool} {arguments} is a tool error")
        checks.expect(text_of(result) == err, f"{tool} {arguments}: {text_of(result)!r} is the CLI's {err!r}")
        checks.expect("\n" not in text_of(result), f"{tool} {arguments}: one line")
    # Mistakes only a JSON call can make: still one line each, still a tool error. A query that
    # reads like an option stays the query's.
    for tool, arguments, says in [
        ("search", {"query": "--limit=5"}, "unknown option '--limit=5'; to exclude a word, write -word"),
        ("search", {"query": "touch", "limit": "ten"}, "'limit' must be a whole number"),
        ("search", {"query": "touch", "limt": 3}, "search takes no argument 'limt'; did you mean 'limit'?"),
        ("search", {}, "search: give 'query'"),
        ("show", {"id": 13}, "'id' must be a string"),
        ("compare", {"a": "gigw-3", "b": "cis-india", "limit": 0}, "limit 0: give the number"),
        ("list_standards", {"verbose": True}, "list_standards takes no argument 'verbose'"),
        ("audit_plan", {"platform": "ios"}, "give the standards to audit for"),
        ("audit_plan", {"platform": "ios", "standard": "gigw-3", "item": "item-999"}, "no item 'item-999' in this plan"),
        ("audit_plan", {"platform": "ios", "standard": "gigw-3", "offset": -1}, "offset -1: give the number"),
    ]:
        result = await session.call_tool(tool, arguments)
        checks.expect(result.is_error is True and says in text_of(result), f"{tool} {arguments}: {text_of(result)!r}")
    # A tool that does not exist is a protocol error (JSON-RPC invalid params), not a crash.
    try:
        unknown = await session.call_tool("serach", {"query": "touch"})
        checks.expect(unknown.is_error is True, "an unknown tool is refused")
    except Exception as error:  # the client raises the server's JSON-RPC error
        checks.expect("unknown tool 'serach'" in str(error), f"an unknown tool: {error}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--crosswalk", required=True, help="the crosswalk executable")
    parser.add_argument("--db", required=True, help="a store built from the repository's content")
    arguments = parser.parse_args()
    crosswalk = str(Path(arguments.crosswalk).resolve())
    db = str(Path(arguments.db).resolve())
    checks = Checks()
    asyncio.run(run(crosswalk, db, checks))
    if checks.failures:
        print(f"check_mcp: {len(checks.failures)} of {checks.passed + len(checks.failures)} checks failed", file=sys.stderr)
        return 1
    print(f"check_mcp: crosswalk mcp: {checks.passed} checks passed (initialise, tools, every tool, errors, read-only)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Crosswalk benchmarks, side by side with the tools a user would otherwise use.

    python3 bench/run.py [--sizes 200,2000,20000] [--quick] [--answers]

Run by `make bench`, which builds the release binaries and installs hyperfine, hugo, cmark,
sqlite3 and GNU time. For each corpus size (bench/generate.py, seeded) it measures, in one run:

1. Ingest: `crosswalk build` against the floor made of its parts, the cmark CLI rendering the
   same bodies in one process plus the sqlite3 CLI building an FTS5 table (porter unicode61)
   over the same text, the three commands' runs alternated; and the peak memory of the build.
2. Search: 100 queries (bench/queries.txt) through Crosswalk's search API in one process
   (crosswalk-bench), p50 and p95 per query with snippets, against the same FTS5 MATCH with
   bm25() and snippet() run directly on SQLite.
3. Site: `crosswalk site` against Hugo building the same Markdown files with a minimal layout
   (one template for a page, one for a list): pages per second and peak memory.
4. One answer: `crosswalk show std-a/4`, `search touch target` and `compare std-a std-b` as a
   user runs them, process start included, with the store checked against the corpus first (as
   in a repository) and as a store alone (CROSSWALK_DB: answered as it is); peak memory and
   output size. Their times at each size are compared with those at 2,000 (issue 32: within 2x).

Then, on the real content: search p50 in process, `crosswalk search` end to end, and the full
site. Prints a table and writes bench/out/report.md. Ratios are computed within this run.
With --answers, only part 4 at each size (the store built once, untimed), for a change to one
answer.
"""
import argparse
import glob
import json
import os
import platform
import re
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench", "out")
CORPORA = os.path.join(ROOT, "bench", ".corpus")
CROSSWALK = os.path.join(ROOT, ".build", "release", "crosswalk")
BENCH = os.path.join(ROOT, ".build", "release", "crosswalk-bench")


def run(command, **kwargs):
    return subprocess.run(command, check=True, text=True, capture_output=True, **kwargs)


def hyperfine(name, command, runs, warmup=1):
    """min and median seconds of a shell command, by hyperfine."""
    export = os.path.join(OUT, f"hyperfine-{name}.json")
    arguments = ["hyperfine", "--style", "none", "--warmup", str(warmup), "--runs", str(runs), "--export-json", export]
    run(arguments + [command])
    result = json.load(open(export))["results"][0]
    return {"min": min(result["times"]), "median": result["median"], "runs": len(result["times"])}


def alternating(name, commands, runs, warmups):
    """min and median wall seconds of each of `commands` (name: argument list, or a dict of
    `argv`, an optional `stdin` file and an optional `prepare` function run untimed before each
    run), their runs alternated round by round after each one's `warmups`: on a shared host
    whose speed swings between minutes, each tool meets the same conditions (hyperfine runs
    one command's runs, then the next's). Output goes to /dev/null, as under hyperfine. Also
    the median CPU seconds (user + system) of each: on two cores that both tools keep busy,
    the work each does. The times go to OUT/alternating-<name>.json."""
    specs = {label: command if isinstance(command, dict) else {"argv": command} for label, command in commands.items()}

    def timed(spec):
        if spec.get("prepare"):
            spec["prepare"]()
        stdin = open(spec["stdin"], "rb") if spec.get("stdin") else subprocess.DEVNULL
        try:
            # The children's usage grows by what this run's process (and any it waited for) used.
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            completed = subprocess.run(spec["argv"], stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            seconds = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
        finally:
            if stdin is not subprocess.DEVNULL:
                stdin.close()
        if completed.returncode != 0:
            raise RuntimeError(f"{shlex.join(spec['argv'])} failed:\n{completed.stderr.decode(errors='replace')[-2000:]}")
        return seconds, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

    for label, spec in specs.items():
        for _ in range(warmups[label]):
            timed(spec)
    times = {label: [] for label in specs}
    cpu = {label: [] for label in specs}
    for _ in range(runs):
        for label, spec in specs.items():
            seconds, used = timed(spec)
            times[label].append(seconds)
            cpu[label].append(used)
    json.dump({"wall": times, "cpu": cpu}, open(os.path.join(OUT, f"alternating-{name}.json"), "w"), indent=1)
    return {label: {"min": min(values), "median": statistics.median(values), "runs": runs, "cpu": statistics.median(cpu[label])}
            for label, values in times.items()}


def time_v(command):
    """Wall seconds and peak resident memory (MiB) of a command, by GNU time."""
    completed = subprocess.run(["/usr/bin/time", "-v"] + command, text=True, capture_output=True)
    if completed.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed:\n{completed.stderr[-2000:]}")
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", completed.stderr).group(1))
    wall = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)", completed.stderr)
    seconds = int(wall.group(1) or 0) * 3600 + int(wall.group(2)) * 60 + float(wall.group(3))
    return seconds, rss / 1024


def corpus(size):
    folder = os.path.join(CORPORA, str(size))
    stamp = os.path.join(folder, ".generated")
    generator = os.path.join(ROOT, "bench", "generate.py")
    if not os.path.exists(stamp) or os.path.getmtime(stamp) < os.path.getmtime(generator):
        run([sys.executable, generator, "--size", str(size), "--out", folder])
        open(stamp, "w").write("ok\n")
    return folder


def floor_inputs(folder, work):
    """The same guideline text for the cmark and sqlite3 floor."""
    bodies = os.path.join(work, "bodies.md")
    sql = os.path.join(work, "fts.sql")
    with open(bodies, "w") as markdown, open(sql, "w") as script:
        script.write("CREATE VIRTUAL TABLE guideline_search USING fts5(id UNINDEXED, title, statement, body, "
                     "tokenize = 'porter unicode61 remove_diacritics 2');\nBEGIN;\n")
        for path in sorted(glob.glob(os.path.join(folder, "Content", "std-*", "*.md"))):
            text = open(path).read()
            _, front, body = text.split("---\n", 2)
            title = re.search(r"^title: (.*)$", front, re.M).group(1)
            statement = re.search(r"^statement: (.*)$", front, re.M).group(1)
            markdown.write(body + "\n")
            quote = lambda s: "'" + s.replace("'", "''") + "'"
            script.write(f"INSERT INTO guideline_search VALUES ({quote(path)}, {quote(title)}, {quote(statement)}, {quote(body)});\n")
        script.write("COMMIT;\n")
    return bodies, sql


HUGO_CONFIG = """baseURL = "/"
title = "Crosswalk benchmark"
disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT", "404"]
[markup.highlight]
  codeFences = false
[markup.goldmark.renderer]
  unsafe = false
"""
HUGO_SINGLE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1><p>{{ .Params.statement }}</p>{{ .Content }}</main></body></html>
"""
HUGO_LIST = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></main></body></html>
"""


def hugo_project(folder, work):
    project = os.path.join(work, "hugo")
    shutil.rmtree(project, ignore_errors=True)
    os.makedirs(os.path.join(project, "layouts", "_default"))
    open(os.path.join(project, "hugo.toml"), "w").write(HUGO_CONFIG)
    open(os.path.join(project, "layouts", "_default", "single.html"), "w").write(HUGO_SINGLE)
    open(os.path.join(project, "layouts", "_default", "list.html"), "w").write(HUGO_LIST)
    for standard in sorted(glob.glob(os.path.join(folder, "Content", "std-*"))):
        target = os.path.join(project, "content", os.path.basename(standard))
        os.makedirs(target)
        for path in glob.glob(os.path.join(standard, "*.md")):
            shutil.copy(path, target)
    return project


def count_pages(folder):
    return sum(1 for _ in glob.iglob(os.path.join(folder, "**", "*.html"), recursive=True))


def version(command):
    try:
        return run(command).stdout.strip().splitlines()[0]
    except Exception as error:  # noqa: BLE001 - report, don't fail, on a missing version
        return f"unknown ({error})"


QUERIES = [
    ("show", ["show", "std-a/4"]),
    ("search", ["search", "touch", "target"]),
    ("compare", ["compare", "std-a", "std-b"]),
]


def measure_queries(size, store, content, mappings, quick):
    """Each of QUERIES end to end: against the store with its content folders named, so it is
    first checked to be fresh (a walk of every file's modification time), and alone through
    CROSSWALK_DB, which is used as it is; hyperfine min and median, peak memory and output."""
    runs = 5 if quick else 15
    result = {}
    for name, arguments in QUERIES:
        line = [CROSSWALK] + arguments + ["--content", content, "--mappings", mappings, "--db", store]
        alone = f"env CROSSWALK_DB={shlex.quote(store)} " + shlex.join([CROSSWALK] + arguments)
        result[name] = {
            "in_place": hyperfine(f"{name}-{size}", shlex.join(line), runs, warmup=2),
            "alone": hyperfine(f"{name}-alone-{size}", alone, runs, warmup=2),
            "rss": time_v(line)[1],
            "bytes": len(run(line).stdout.encode()),
        }
    return result


def measure(size, quick, answers_only=False):
    runs = 3 if quick else {200: 10, 2000: 5}.get(size, 3)
    folder = corpus(size)
    work = os.path.join(OUT, str(size))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    content, mappings = os.path.join(folder, "Content"), os.path.join(folder, "Mappings")
    store = os.path.join(work, "store.sqlite")
    build = f"{CROSSWALK} build --quiet --content {content} --mappings {mappings} --db {store}"
    result = {"size": size}
    if answers_only:
        print(f"[{size}] build the store; show, search, compare", flush=True)
        run(build.split())
        result["queries"] = measure_queries(size, store, content, mappings, quick)
        return result

    print(f"[{size}] ingest", flush=True)
    bodies, sql = floor_inputs(folder, work)
    floor_db = os.path.join(work, "floor.sqlite")
    # The build and its floor's two commands alternate round by round, as the site and Hugo do.
    timed = alternating(
        f"ingest-{size}",
        {"build": build.split(), "cmark": ["cmark", bodies],
         "sqlite3": {"argv": ["sqlite3", floor_db], "stdin": sql, "prepare": lambda: os.path.exists(floor_db) and os.remove(floor_db)}},
        runs, {"build": 1, "cmark": 1, "sqlite3": 1})
    result["build"], result["cmark"], result["sqlite3"] = timed["build"], timed["cmark"], timed["sqlite3"]
    _, result["build_rss"] = time_v(build.split())

    print(f"[{size}] search", flush=True)
    searched = run([BENCH, store, os.path.join(ROOT, "bench", "queries.txt"), "5" if quick else "20"])
    result["search"] = json.loads(searched.stdout)

    print(f"[{size}] show, search, compare", flush=True)
    result["queries"] = measure_queries(size, store, content, mappings, quick)

    print(f"[{size}] site", flush=True)
    site = os.path.join(work, "site")
    site_command = [CROSSWALK, "site", "--quiet", "--content", content, "--mappings", mappings, "--db", store,
                    "--out", site, "--templates", os.path.join(ROOT, "Site", "templates"), "--assets", os.path.join(ROOT, "Site", "assets"),
                    "--checklists", os.path.join(folder, "checklists.yaml")]
    project = hugo_project(folder, work)
    hugo_out = os.path.join(work, "hugo-public")
    hugo_command = ["hugo", "--quiet", "--source", project, "--destination", hugo_out, "--cleanDestinationDir"]
    # Two warm-up runs of the site: from the third on, a run fills the folder the one before
    # it replaced (the steady state of a site rebuilt, as Hugo's is its folder written over).
    # The two tools' runs alternate (`alternating`).
    timed = alternating(f"site-{size}", {"site": site_command, "hugo": hugo_command}, runs, {"site": 2, "hugo": 1})
    result["site"], result["hugo"] = timed["site"], timed["hugo"]
    _, result["site_rss"] = time_v(site_command)
    result["site_pages"] = count_pages(site)
    _, result["hugo_rss"] = time_v(hugo_command)
    result["hugo_pages"] = count_pages(hugo_out)

    print(f"[{size}] export", flush=True)
    exported = os.path.join(work, "export.json")
    wall, rss = time_v([CROSSWALK, "export", "--content", content, "--mappings", mappings, "--db", store, "--out", exported])
    result["export"] = {"seconds": wall, "rss": rss, "bytes": os.path.getsize(exported)}
    os.remove(exported)
    return result


def measure_real(quick):
    work = os.path.join(OUT, "real")
    os.makedirs(work, exist_ok=True)
    store = os.path.join(work, "store.sqlite")
    content, mappings = os.path.join(ROOT, "Content"), os.path.join(ROOT, "Mappings")
    run([CROSSWALK, "build", "--quiet", "--content", content, "--mappings", mappings, "--db", store])
    searched = json.loads(run([BENCH, store, os.path.join(ROOT, "bench", "queries.txt"), "5" if quick else "20"]).stdout)
    search = f"{CROSSWALK} search 'touch target' --content {content} --mappings {mappings} --db {store}"
    end_to_end = hyperfine("search-real", search, 10 if quick else 30, warmup=3)
    site = f"{CROSSWALK} site --quiet --content {content} --mappings {mappings} --db {store} --out {os.path.join(work, 'site')}"
    site_time = hyperfine("site-real", site, 3 if quick else 10)
    return {"search": searched, "search_end_to_end": end_to_end, "site": site_time,
            "site_pages": count_pages(os.path.join(work, "site"))}


def ratio(a, b):
    return a / b if b else float("inf")


def report(results, real, started):
    lines = []
    machine = f"{platform.machine()}, {os.cpu_count()} cores, {platform.platform()}"
    lines.append(f"Machine: {machine}")
    if real is None:
        return "\n".join(lines + [f"Versions: {version([CROSSWALK, '--version'])}", ""] + answer_lines(results)
                         + [f"Run took {time.time() - started:.0f} s."])
    lines.append(f"Versions: {version([CROSSWALK, '--version'])}; {version(['cmark', '--version'])}; "
                 f"sqlite3 {version(['sqlite3', '--version']).split()[0]}; {version(['hugo', 'version'])}; "
                 f"{version(['hyperfine', '--version'])}")
    lines.append("")
    lines.append("Times are medians (min in brackets): ingest's and the site's of runs alternated round by round with "
                 "their floor's and Hugo's, the rest hyperfine's; memory is peak RSS from /usr/bin/time -v.")
    lines.append("")
    lines.append("| size | crosswalk build | cmark + sqlite3 | ratio (median) | ratio (min) | CPU: build / floor | build RSS |")
    lines.append("|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        floor_median = r["cmark"]["median"] + r["sqlite3"]["median"]
        floor_min = r["cmark"]["min"] + r["sqlite3"]["min"]
        floor_cpu = r["cmark"]["cpu"] + r["sqlite3"]["cpu"]
        lines.append(f"| {r['size']} | {r['build']['median']:.3f} s ({r['build']['min']:.3f}) | {floor_median:.3f} s ({floor_min:.3f}) "
                     f"| {ratio(r['build']['median'], floor_median):.2f}× | {ratio(r['build']['min'], floor_min):.2f}× "
                     f"| {r['build']['cpu']:.2f} / {floor_cpu:.2f} CPU-s = {ratio(r['build']['cpu'], floor_cpu):.2f}× | {r['build_rss']:.0f} MiB |")
    lines.append("")
    lines.append("| size | search p50 crosswalk | p50 raw FTS5 | ratio | p95 crosswalk | p95 raw FTS5 | ratio |")
    lines.append("|---:|---:|---:|---:|---:|---:|---:|")
    rows = [(r["size"], r["search"]) for r in results] + [("real content", real["search"])]
    for size, s in rows:
        lines.append(f"| {size} | {s['crosswalk_p50_ms']:.2f} ms | {s['sqlite_p50_ms']:.2f} ms | {ratio(s['crosswalk_p50_ms'], s['sqlite_p50_ms']):.2f}× "
                     f"| {s['crosswalk_p95_ms']:.2f} ms | {s['sqlite_p95_ms']:.2f} ms | {ratio(s['crosswalk_p95_ms'], s['sqlite_p95_ms']):.2f}× |")
    lines.append("")
    lines.append("| size | crosswalk site | pages | pages/s | hugo | pages | pages/s | speed ratio | pages per CPU-s: ours / Hugo's | RSS crosswalk | RSS hugo | memory ratio |")
    lines.append("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        ours = r["site_pages"] / r["site"]["median"]
        theirs = r["hugo_pages"] / r["hugo"]["median"]
        ours_cpu, theirs_cpu = r["site_pages"] / r["site"]["cpu"], r["hugo_pages"] / r["hugo"]["cpu"]
        lines.append(f"| {r['size']} | {r['site']['median']:.2f} s | {r['site_pages']} | {ours:.0f} | {r['hugo']['median']:.2f} s | {r['hugo_pages']} "
                     f"| {theirs:.0f} | {ratio(ours, theirs):.2f}× | {ours_cpu:.0f} / {theirs_cpu:.0f} = {ratio(ours_cpu, theirs_cpu):.2f}× "
                     f"| {r['site_rss']:.0f} MiB | {r['hugo_rss']:.0f} MiB | {ratio(r['site_rss'], r['hugo_rss']):.2f} |")
    lines.append("")
    lines.append("| size | crosswalk export (JSON, one run) | per 1,000 guidelines | peak RSS | written |")
    lines.append("|---:|---:|---:|---:|---:|")
    for r in results:
        e = r["export"]
        lines.append(f"| {r['size']} | {e['seconds']:.2f} s | {e['seconds'] * 1000 / r['size']:.2f} s | {e['rss']:.0f} MiB "
                     f"| {e['bytes'] / 1048576:.0f} MiB |")
    lines.append("")
    lines += answer_lines(results)
    e2e = real["search_end_to_end"]
    lines.append(f"Real content: `crosswalk search 'touch target'` end to end {e2e['median'] * 1000:.1f} ms median ({e2e['min'] * 1000:.1f} min); "
                 f"full site ({real['site_pages']} pages) {real['site']['median']:.3f} s median ({real['site']['min']:.3f} min).")
    lines.append(f"Run took {time.time() - started:.0f} s.")
    return "\n".join(lines)


def answer_lines(results):
    """The one-answer table: each command's times as ratios to the same at 2,000."""
    lines = []
    base = next((r for r in results if r["size"] == 2000), results[0])
    lines.append(f"One answer, end to end (hyperfine median, min in brackets; ratio to the same at {base['size']}); "
                 "in place: the store checked against its content first; alone: CROSSWALK_DB")
    lines.append("")
    lines.append(f"| size | command | in place | ratio | alone | ratio | max RSS | output |")
    lines.append("|---:|---|---:|---:|---:|---:|---:|---:|")
    for r in results:
        for name, _ in QUERIES:
            q, b = r["queries"][name], base["queries"][name]
            lines.append(f"| {r['size']} | {name} | {q['in_place']['median'] * 1000:.1f} ms ({q['in_place']['min'] * 1000:.1f}) "
                         f"| {ratio(q['in_place']['median'], b['in_place']['median']):.2f}× "
                         f"| {q['alone']['median'] * 1000:.1f} ms ({q['alone']['min'] * 1000:.1f}) "
                         f"| {ratio(q['alone']['median'], b['alone']['median']):.2f}× | {q['rss']:.0f} MiB | {q['bytes'] / 1024:.0f} KB |")
    lines.append("")
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="200,2000,20000")
    parser.add_argument("--quick", action="store_true", help="fewer repetitions, for trying the harness")
    parser.add_argument("--answers", action="store_true", help="only show, search and compare end to end (part 4)")
    args = parser.parse_args()
    tools = ["hyperfine", "/usr/bin/time", CROSSWALK] if args.answers else ["hyperfine", "hugo", "cmark", "sqlite3", "/usr/bin/time", CROSSWALK, BENCH]
    for tool in tools:
        if not shutil.which(tool) and not os.path.exists(tool):
            sys.exit(f"bench: {tool} not found; run `make bench`, which installs and builds everything")
    started = time.time()
    os.makedirs(OUT, exist_ok=True)
    results = [measure(int(size), args.quick, args.answers) for size in args.sizes.split(",")]
    real = None if args.answers else measure_real(args.quick)
    json.dump({"sizes": results, "real": real}, open(os.path.join(OUT, "results.json"), "w"), indent=2)
    text = report(results, real, started)
    open(os.path.join(OUT, "report.md"), "w").write(text + "\n")
    print()
    print(text)


if __name__ == "__main__":
    main()

"""Prints crosswalk-bench's JSON for bench/limits.txt as a table and fails when a query
within search's limits took 100 ms or more (median of the runs), or a refused one 10 ms."""
import json
import sys

LIMIT_MS, REFUSE_MS = 100.0, 10.0
result = json.load(sys.stdin)
slow = False
print(f"{'median':>10}  {'matches':>7}  query")
for query in result["per_query"]:
    over = query["crosswalk_ms"] >= LIMIT_MS
    slow |= over
    print(f"{query['crosswalk_ms']:8.2f} ms  {query['hits']:7}  {query['query'][:90]}{'  <- over 100 ms' if over else ''}")
print()
print(f"{'median':>10}  refused with")
for query in result["refused"]:
    over = query["crosswalk_ms"] >= REFUSE_MS
    slow |= over
    print(f"{query['crosswalk_ms']:8.2f} ms  {query['message'][:110]}{'  <- slow' if over else ''}")
print()
print(f"slowest: {result['crosswalk_max_ms']:.2f} ms")
sys.exit(1 if slow else 0)

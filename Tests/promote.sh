#!/bin/sh
# promote.sh PIDFILE: moves the process whose id PIDFILE holds, and every process under it, from
# the idle scheduling class back to the normal one (chrt). make test runs the suites' build in
# the idle class while the release build, which the checks wait for, runs; when that ends,
# this gives the suites' build its full share. A missing file or process is not an error, nor
# is a refusal: a user without CAP_SYS_NICE may not leave the idle class (RLIMIT_NICE), and the
# build then stays in it, as slow as before and no less correct.
pids=$(cat "$1" 2>/dev/null) || exit 0
command -v chrt >/dev/null 2>&1 || exit 0
while [ -n "$pids" ]; do
    for pid in $pids; do chrt --other --all-tasks --pid 0 "$pid" 2>/dev/null; done
    # Their children, a level at a time (a process started meanwhile inherits the new class).
    pids=$(ps -o pid= --ppid "$(echo $pids | tr ' ' ,)" 2>/dev/null)
done
exit 0

#!/usr/bin/env bash
# Runs a command while a bounded CPU load keeps every core busy, as a shared CI runner or a developer's
# busy laptop would: one spinning process per core (nice 0, like the command), started before the
# command and killed after it, whatever its outcome. A test that passes only on a quiet machine fails
# here instead of on a user's.
#
#   scripts/under-load.sh [--cores N] [--max-seconds S] -- command [args...]
#
# --cores N        spinning processes (default: every core, `nproc`)
# --max-seconds S  each spinner stops by itself after S seconds, should this script be killed (default 5400)
set -euo pipefail

cores="$(nproc)"
max_seconds=5400
while [ $# -gt 0 ]; do
  case "$1" in
    --cores) cores="$2"; shift 2 ;;
    --max-seconds) max_seconds="$2"; shift 2 ;;
    --) shift; break ;;
    *) break ;;
  esac
done
if [ $# -eq 0 ]; then
  echo "usage: scripts/under-load.sh [--cores N] [--max-seconds S] -- command [args...]" >&2
  exit 2
fi

spinners=()
stop_load() {
  for pid in "${spinners[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${spinners[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap stop_load EXIT INT TERM

for _ in $(seq 1 "$cores"); do
  # A shell loop: no dependency, no memory, nothing written; `timeout` bounds it even if this script dies.
  timeout "$max_seconds" sh -c 'while :; do :; done' &
  spinners+=("$!")
done
echo "under-load: ${cores} busy process(es) on $(nproc) core(s) while running: $*"

status=0
"$@" || status=$?
stop_load
trap - EXIT INT TERM
echo "under-load: load stopped; the command exited with ${status}"
exit "$status"

#!/usr/bin/env bash
# The fresh-machine rehearsal (docs/decisions/0138-the-proof-on-a-fresh-machine.md): brings this
# machine back to what a newcomer's has, then does what CI does, timing every step.
#   1. removes the Debian packages `npm test` installs (scripts/system-packages.mjs) and what came
#      with them, and empties npm's cache;
#   2. apt-get update (a newcomer's machine reads Debian's current lists);
#   3. clones the repository's HEAD into a new folder;
#   4. runs `bash .ci/run` there (npm ci && npm test), which installs the packages again.
# It prints each step's time, npm test's own summary (the installs are its first line) and the
# Chromium and WebKitGTK versions it ran on. Root only (it removes packages); not part of npm test.
# Usage: bash scripts/rehearse-fresh-machine.sh [runs]   (runs: how many in a row, 1 by default)
set -uo pipefail
[ "$(id -u)" = 0 ] || { echo "The rehearsal removes Debian packages: run it as root." >&2; exit 1; }
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-1}"
packages=$(node --input-type=module -e "import('$repo/scripts/system-packages.mjs').then(m => console.log([...m.PACKAGES.map(p => p.pkg), ...m.WITH].join(' ')))")
export DEBIAN_FRONTEND=noninteractive

step() { # name, command...: runs it, prints its time, returns its status
  local name="$1"; shift
  local t0=$SECONDS
  "$@"
  local rc=$?
  printf '%-44s %5d s%s\n' "$name" $((SECONDS - t0)) "$([ $rc = 0 ] || echo "  (failed: $rc)")" | tee -a "$summary" >&3
  return $rc
}

exec 3>&1
failed=0
for run in $(seq 1 "$runs"); do
  dir=$(mktemp -d /tmp/rehearsal-XXXXXX)
  summary="$dir.summary"
  log="$dir.log"
  echo "Rehearsal $run of $runs: $dir (log $log)" | tee "$summary"
  start=$SECONDS
  {
    step "remove the packages npm test installs" bash -c "apt-get purge -y -qq $packages chromium-common nginx-common >/dev/null 2>&1; apt-get autoremove --purge -y -qq >/dev/null 2>&1; true"
    step "empty npm's cache" npm cache clean --force --loglevel=error
    step "apt-get update" apt-get update -qq
    step "clone" git clone -q "$repo" "$dir/repo"
    step "bash .ci/run (npm ci && npm test)" bash -c "cd '$dir/repo' && bash .ci/run"
  } >"$log" 2>&1
  rc=$?
  # npm test's summary: each of its steps' time, the installs first.
  sed -n '/^Summary$/,$p' "$log" | tee -a "$summary"
  echo "Chromium: $(/usr/bin/chromium --version 2>/dev/null || echo 'not installed')" | tee -a "$summary"
  echo "WebKitGTK: $(dpkg-query -W -f='${Version}' libwebkit2gtk-4.1-0 2>/dev/null || echo 'not installed')" | tee -a "$summary"
  echo "Rehearsal $run: $([ $rc = 0 ] && echo green || echo RED) in $((SECONDS - start)) s" | tee -a "$summary"
  [ $rc = 0 ] || failed=$((failed + 1))
done
echo "rehearsals: $((runs - failed)) passed, $failed failed"
[ $failed = 0 ]

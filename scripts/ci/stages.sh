# Stage timing for .ci/run and scripts/test.sh (sourced, not run). `stage NAME` closes the
# stage before it and opens NAME; `stage_summary` closes the last one and prints every stage's
# seconds. When STAGE_TIMES_FILE is set (by .ci/run), stages are recorded there too, so the
# summary covers the stages of scripts/test.sh as well.

STAGE_NAME=''
STAGE_STARTED=0

_stage_close() {
  if [ -n "$STAGE_NAME" ]; then
    local seconds=$((SECONDS - STAGE_STARTED))
    echo "-- ${STAGE_NAME}: ${seconds} s"
    if [ -n "${STAGE_TIMES_FILE:-}" ]; then printf '%s\t%s\n' "$STAGE_NAME" "$seconds" >>"$STAGE_TIMES_FILE"; fi
    STAGE_NAME=''
  fi
}

stage() {
  _stage_close
  STAGE_NAME="$1"
  STAGE_STARTED=$SECONDS
  echo "== $1 =="
}

# Prints the table of stage times from STAGE_TIMES_FILE (and the total since TOTAL_STARTED).
stage_summary() {
  _stage_close
  [ -n "${STAGE_TIMES_FILE:-}" ] && [ -s "$STAGE_TIMES_FILE" ] || return 0
  echo
  echo "== stage times =="
  awk -F'\t' '{ printf "%-44s %5d s\n", $1, $2 }' "$STAGE_TIMES_FILE"
  printf '%-44s %5d s\n' 'total' "$((SECONDS - ${TOTAL_STARTED:-0}))"
}

# Runs the given commands side by side (each a single string for `bash -c`), then prints each
# one's output in turn; fails when any of them failed. For independent checks on a machine with
# cores to spare (lint beside typecheck).
side_by_side() {
  local dir pids=() status=0 i=0
  dir="$(mktemp -d)"
  for command in "$@"; do
    bash -c "$command" >"$dir/$i.log" 2>&1 &
    pids+=("$!")
    i=$((i + 1))
  done
  i=0
  for command in "$@"; do
    if wait "${pids[$i]}"; then
      echo "-- ok: $command"
    else
      echo "-- FAILED: $command"
      status=1
    fi
    cat "$dir/$i.log"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return "$status"
}

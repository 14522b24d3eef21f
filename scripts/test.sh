#!/usr/bin/env bash
# The whole test suite: unit and integration tests on the embedded database, the server suite
# again on PostgreSQL when TEST_DATABASE_URL is set, then the browser tests against the
# production build. Each stage prints how long it took (docs/testing.md runs one stage alone).
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
TOTAL_STARTED=${TOTAL_STARTED:-$SECONDS}
# shellcheck source=ci/stages.sh
source scripts/ci/stages.sh
# Run alone (`npm test`), the suite prints its own table of stage times at the end.
if [ -z "${STAGE_TIMES_FILE:-}" ]; then
  STAGE_TIMES_FILE="$(mktemp)"
  export STAGE_TIMES_FILE
  trap 'stage_summary; rm -f "$STAGE_TIMES_FILE"' EXIT
fi

# The metrics test checks the /metrics exposition with promtool (Debian's prometheus package).
if ! command -v promtool >/dev/null; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    stage 'installing promtool for the metrics check'
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus >/dev/null
  else
    echo "The metrics test needs promtool (apt-get install --no-install-recommends prometheus)." >&2
    exit 1
  fi
fi

stage 'tests on the embedded database'
env -u TEST_DATABASE_URL npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  stage 'server tests on PostgreSQL'
  npx vitest run --project server
  stage 'two server processes on one PostgreSQL'
  npx vitest run --project processes
else
  _stage_close
  echo "(TEST_DATABASE_URL not set: skipping the PostgreSQL run; .ci/run sets it)"
fi

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    stage 'installing Debian chromium for the browser tests'
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Browser tests need Chromium at /usr/bin/chromium (apt-get install chromium) or CHROMIUM_PATH." >&2
    exit 1
  fi
fi

stage 'production build'
npm run build
stage 'browser tests (Playwright, production build)'
npx playwright test -c apps/web/playwright.config.ts
_stage_close

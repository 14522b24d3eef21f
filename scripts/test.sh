#!/usr/bin/env bash
# The whole test suite: unit and integration tests on the embedded database, the server suite
# again on PostgreSQL when TEST_DATABASE_URL is set, then the browser tests against the
# production build.
set -euo pipefail
cd "$(dirname "$0")/.."

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

echo "== unit and integration tests (embedded database) =="
env -u TEST_DATABASE_URL npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== server integration tests on PostgreSQL =="
  npx vitest run --project server
  echo "== two server processes on one PostgreSQL =="
  npx vitest run --project processes
else
  echo "(TEST_DATABASE_URL not set: skipping the PostgreSQL run; .ci/run sets it)"
fi

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "== installing Debian chromium for the browser tests =="
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Browser tests need Chromium at /usr/bin/chromium (apt-get install chromium) or CHROMIUM_PATH." >&2
    exit 1
  fi
fi

echo "== browser tests (Playwright, production build) =="
npm run test:e2e

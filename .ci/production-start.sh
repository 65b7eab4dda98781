#!/usr/bin/env bash
# After `npm run build`: in a throwaway copy of the checkout, `npm prune --omit=dev`, then `npm run db:migrate`
# and `npm start` must work with no dev dependency: /readyz answers 200, the app shell loads, and a trial
# page is drawn (the render and line workers start). The copy's node_modules are hard links where the
# filesystem allows, so the copy takes a second and pruning it leaves the checkout's own dev dependencies alone.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] && [ -f dist-server/main.js ] || { echo "no build: run npm run build first"; exit 1; }

copy=$(mktemp -d /tmp/colorly-production.XXXXXX)
server_pid=
cleanup() {
  # The whole process group: npm, its shell and the server (npm does not pass the signal on).
  [ -n "$server_pid" ] && kill -- "-$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$copy"
}
trap cleanup EXIT

git ls-files -z | xargs -0 cp --parents -t "$copy" 2>/dev/null || true
cp -a dist dist-server "$copy/"
modules=$(readlink -f node_modules)
cp -al "$modules" "$copy/node_modules" 2>/dev/null || cp -a "$modules" "$copy/node_modules"
# npm rewrites this file when it prunes: the copy gets its own, not a link to the checkout's.
rm -f "$copy/node_modules/.package-lock.json"
[ -f node_modules/.package-lock.json ] && cp node_modules/.package-lock.json "$copy/node_modules/"

cd "$copy"
npm prune --omit=dev --no-audit --no-fund >/dev/null
for dev in tsx vite esbuild vitest typescript; do
  [ ! -e "node_modules/$dev" ] || { echo "npm prune left the dev dependency $dev"; exit 1; }
done

data="$copy/data"
DATA_DIR=$data DATABASE_URL= npm run db:migrate >/dev/null

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
base="http://127.0.0.1:$port"
started=$(date +%s%N)
# In a process group of its own, so the cleanup stops the server and not only npm.
PORT=$port HOST=127.0.0.1 DATA_DIR=$data DATABASE_URL= LOG_LEVEL=warn setsid npm start >"$copy/server.log" 2>&1 &
server_pid=$!
until curl -sf "$base/readyz" >/dev/null; do
  if ! kill -0 "$server_pid" 2>/dev/null || [ $(($(date +%s%N) - started)) -gt 180000000000 ]; then
    echo "the production start did not become ready:"; cat "$copy/server.log"; exit 1
  fi
  sleep 0.2
done
echo "   ready in $((($(date +%s%N) - started) / 1000000)) ms"
shell=$(curl -sf "$base/")
[[ $shell == *'<div id="root">'* ]] || { echo "the app shell did not load"; exit 1; }
trial=$(curl -sf -X POST -H 'content-type: application/json' \
  -d '{"prompt":"a dog","visitor_id":"ci-production-start"}' "$base/api/images/trial/" || true)
[[ $trial == *'"image":"'* ]] || { echo "no trial page ($trial):"; cat "$copy/server.log"; exit 1; }
echo "   app shell and a trial page served with production dependencies only"

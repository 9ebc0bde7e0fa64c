#!/usr/bin/env bash
# Builds the app and serves it on every network interface, so a phone on the same Wi-Fi can open it.
# PORT chooses the port (default 4173); a busy port is said in one line and the next free one used.
set -euo pipefail
cd "$(dirname "$0")/.."
npx vite build --configLoader runner

# Whether a TCP port can be listened on (Node is here anyway; no other tool needed).
port_free() {
  node -e "const s=require('net').createServer();s.once('error',()=>process.exit(1));s.listen($1,'0.0.0.0',()=>s.close(()=>process.exit(0)))"
}

WANTED="${PORT:-4173}"
if ! [[ "$WANTED" =~ ^[0-9]+$ ]] || ((WANTED < 1 || WANTED > 65535)); then
  echo "PORT must be a number from 1 to 65535 (it is '$WANTED')." >&2
  exit 2
fi
PORT="$WANTED"
while ! port_free "$PORT"; do
  PORT=$((PORT + 1))
  if ((PORT > WANTED + 50 || PORT > 65535)); then
    echo "Ports $WANTED to $((PORT - 1)) are all busy: choose one with PORT=<number> npm run serve." >&2
    exit 1
  fi
done
if [[ "$PORT" != "$WANTED" ]]; then
  echo "Port $WANTED is busy (another program is using it), so the app is served on $PORT instead (choose with PORT=<number>)."
fi

echo
echo "Grand Battery is being served. On a phone on the same Wi-Fi, open one of:"
for ip in $(hostname -I 2>/dev/null || true); do
  case "$ip" in *:*) ;; *) echo "   http://$ip:$PORT/" ;; esac
done
echo "   (this machine: http://localhost:$PORT/)"
echo "This is plain HTTP: the phone runs the app, but offline use and 'Add to Home Screen' need HTTPS."
echo "See README, 'Installing on a phone', for a free HTTPS home (GitHub Pages)."
echo
exec npx vite preview --configLoader runner --host 0.0.0.0 --port "$PORT" --strictPort

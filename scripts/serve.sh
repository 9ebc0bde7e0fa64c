#!/usr/bin/env bash
# Builds the app and serves it on every network interface, so a phone on the same Wi-Fi can open it.
set -euo pipefail
cd "$(dirname "$0")/.."
npx vite build
PORT="${PORT:-4173}"
echo
echo "Grand Battery is being served. On a phone on the same Wi-Fi, open one of:"
for ip in $(hostname -I 2>/dev/null || true); do
  case "$ip" in *:*) ;; *) echo "   http://$ip:$PORT/" ;; esac
done
echo "   (this machine: http://localhost:$PORT/)"
echo "Offline use needs a secure origin (HTTPS or localhost); see README, 'Installing on a phone'."
echo
exec npx vite preview --host 0.0.0.0 --port "$PORT" --strictPort

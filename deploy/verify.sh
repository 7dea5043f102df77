#!/usr/bin/env bash
# Checks the deploy files with the programs that read them: Caddy's parser and systemd's.
set -euo pipefail
cd "$(dirname "$0")"

SHOP_DOMAIN=shop.example.com caddy validate --adapter caddyfile --config Caddyfile 2>&1 | tail -n 1

# systemd-analyze only warns about an unknown key or a bad value: any word from it is a failure.
problems=$(systemd-analyze verify shop.service 2>&1) || true
if [ -n "$problems" ]; then
  printf 'shop.service:\n%s\n' "$problems" >&2
  exit 1
fi
echo "shop.service: no problems"

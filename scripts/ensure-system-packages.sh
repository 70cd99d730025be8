#!/usr/bin/env bash
# Makes sure the Debian packages the tests need are installed (runs as `pretest`):
#   postgresql       the access store tests start a throw-away cluster from its binaries
#                    (test/setup/postgres.ts);
#   chromium         the browser tests (docs, portal, pictures) drive it through playwright-core;
#   fonts-noto-cjk   Korean labels in the rendered pages and charts;
#   fonts-dejavu-core  the astrological glyphs (☉ ♈ ☌ ⚸ ⚳ …) of the chart wheels;
#   fonts-nanum      Hangul and Hanja in the PNG pictures (src/render/png.ts);
#   curl             the test of examples/curl.sh.
set -euo pipefail

missing=()
if [ -z "${TEST_DATABASE_URL:-}" ] && ! compgen -G '/usr/lib/postgresql/*/bin/initdb' > /dev/null; then
  missing+=(postgresql)
fi
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v curl > /dev/null || missing+=(curl)
fonts=$(fc-list 2>/dev/null || true)
[[ $fonts == *'Noto Sans CJK'* ]] || missing+=(fonts-noto-cjk)
[[ $fonts == *'DejaVu Sans'* ]] || missing+=(fonts-dejavu-core)
[[ $fonts == *'NanumGothic'* ]] || missing+=(fonts-nanum)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  # The tests that need them will fail and say the same; the others still run.
  echo "ensure-system-packages: missing ${missing[*]}; as root run: apt-get install -y ${missing[*]}" >&2
  exit 0
fi

apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"

# Where nothing forbids it (no policy-rc.d), the postgresql package starts its default cluster; the
# tests bring their own, so stop it rather than leave a service running.
if command -v pg_lsclusters > /dev/null; then
  pg_lsclusters --no-header | while read -r version cluster _port status _rest; do
    if [ "$status" = online ]; then pg_ctlcluster "$version" "$cluster" stop; fi
  done
fi

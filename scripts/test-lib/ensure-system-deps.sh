#!/usr/bin/env bash
# Installs, through Debian apt only, the system packages the test suites need when they are missing:
#   chromium-headless-shell  /usr/bin/chromium-headless-shell for Playwright (never a browser downloaded by Playwright)
#   chromium       /usr/bin/chromium for `npm run bench` (Lighthouse measures the full browser); `npm test` needs only the shell
#   poppler-utils  pdftotext / pdftoppm for the export tests
#   postgresql-15  server binaries for the throwaway PostgreSQL cluster
#   fonts-noto-color-emoji  flag emoji in end-to-end screenshots, as users' phones show them
# Pass the names of the packages to check (default: chromium, poppler-utils, postgresql-15). Runs apt-get update at most once.
set -euo pipefail

declare -A probe=(
  [chromium]=/usr/bin/chromium
  [chromium-headless-shell]=/usr/bin/chromium-headless-shell
  [poppler-utils]=/usr/bin/pdftotext
  [postgresql-15]=/usr/lib/postgresql/15/bin/initdb
  [fonts-noto-color-emoji]=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
)

wanted=("$@")
[ "${#wanted[@]}" -eq 0 ] && wanted=(chromium poppler-utils postgresql-15)

missing=()
for package in "${wanted[@]}"; do
  [ -e "${probe[$package]}" ] || missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
  else
    echo "ensure-system-deps: missing ${missing[*]}; run as root or install them with apt-get" >&2
    exit 1
  fi
fi

echo "Installing with apt-get: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
# The postgresql package would start a system cluster; policy-rc.d keeps services from starting
# during the install so we never run (or touch) any cluster but our throwaway one.
policy=/usr/sbin/policy-rc.d
created_policy=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee "$policy" >/dev/null
  "${sudo[@]}" chmod +x "$policy"
  created_policy=1
fi
status=0
"${sudo[@]}" apt-get install -y -qq "${missing[@]}" || status=$?
[ "$created_policy" -eq 1 ] && "${sudo[@]}" rm -f "$policy"
[ "$status" -eq 0 ] || exit "$status"

for package in "${missing[@]}"; do
  if [ ! -e "${probe[$package]}" ]; then
    echo "ensure-system-deps: $package installed but ${probe[$package]} is still missing" >&2
    exit 1
  fi
done

#!/usr/bin/env bash
# Installs what the test suite needs beyond Node and npm: Debian's Chromium for the browser journeys.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then echo "chromium already installed"; exit 0; fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core fonts-noto-cjk >/dev/null
chromium --version

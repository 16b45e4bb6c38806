#!/usr/bin/env bash
# Installs what the test suite needs beyond Node and npm: Debian's Chromium for the browser journeys, xmllint (DDEX
# schema validation) and flac (decoding uploaded FLAC audio).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/xmllint ] && [ -x /usr/bin/flac ]; then echo "system packages already installed"; exit 0; fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core fonts-noto-cjk libxml2-utils flac >/dev/null
chromium --version

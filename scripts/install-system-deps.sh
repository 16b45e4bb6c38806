#!/usr/bin/env bash
# Installs what the test suite needs beyond Node and npm: Debian's Chromium (its old headless shell drives the browser
# journeys, lighter than the full browser; the full one is for looking at pages and Lighthouse), xmllint (DDEX
# schema validation), flac (decoding uploaded FLAC audio) and ffmpeg (the creation tools' audio and video).
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && [ -x /usr/bin/xmllint ] && [ -x /usr/bin/flac ] && [ -x /usr/bin/ffmpeg ]; then echo "system packages already installed"; exit 0; fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-noto-core fonts-noto-cjk libxml2-utils flac ffmpeg >/dev/null
chromium --version

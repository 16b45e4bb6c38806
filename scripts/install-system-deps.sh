#!/usr/bin/env bash
# Installs what the test suite needs beyond Node and npm: Debian's Chromium (its old headless shell drives the browser
# journeys, lighter than the full browser; the full one is for looking at pages and Lighthouse) and a current ffmpeg for
# the creation tools' audio and video (the ffmpeg npm installs is a 2018 build: enough for uploads, not for them;
# decision 047). Delivery (DDEX validation) and FLAC uploads need nothing from here.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && [ -x /usr/bin/ffmpeg ]; then echo "system packages already installed"; exit 0; fi
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-noto-core fonts-noto-cjk ffmpeg >/dev/null
chromium --version

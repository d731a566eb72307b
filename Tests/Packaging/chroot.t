#!/usr/bin/env bash
# The .deb in a minimal Debian root without Swift (Scripts/test-chroot), when run as root with
# the packages of Scripts/package in ANIMSET_PACKAGES (as Scripts/test does); skipped otherwise.
cd "$(dirname "$0")/../.."
deb=$(ls "${ANIMSET_PACKAGES:-.build/packages}"/animset_*.deb 2>/dev/null | head -1)
if [ "$(id -u)" -ne 0 ] || [ -z "$deb" ]; then
  echo "1..0 # SKIP needs root and a .deb from Scripts/package"
  exit 0
fi
exec Scripts/test-chroot "$deb"

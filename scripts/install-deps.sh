#!/usr/bin/env bash
# Makes sure the Debian packages the end-to-end tests drive are installed: real browsers (Chromium,
# Firefox ESR, and WebKit — WebKitGTK's MiniBrowser driven by WebKitWebDriver on an Xvfb display,
# playing audio through GStreamer), a real Icecast server and ffmpeg to feed it, the AWS CLI that
# scripts/publish.sh drives (tested against s3rver, an S3 API on loopback), and nginx to serve a build
# with `radio-embed headers --host nginx`. Fast and silent when they are all there; as root it installs
# the missing ones with apt-get; otherwise it names them and the command to run, and fails.
set -euo pipefail

# package → a file the tests need from it (a binary, or the GStreamer plugin WebKit plays through)
gst=/usr/lib/x86_64-linux-gnu/gstreamer-1.0
declare -A binaries=(
  [chromium]=/usr/bin/chromium
  [firefox-esr]=/usr/bin/firefox-esr
  [ffmpeg]=/usr/bin/ffmpeg
  [icecast2]=/usr/bin/icecast2
  [webkit2gtk-driver]=/usr/bin/WebKitWebDriver
  [xvfb]=/usr/bin/Xvfb
  [xauth]=/usr/bin/xauth
  [awscli]=/usr/bin/aws
  [nginx-light]=/usr/sbin/nginx
  [gstreamer1.0-plugins-good]=$gst/libgstisomp4.so
  [gstreamer1.0-plugins-bad]=$gst/libgsthls.so
  [gstreamer1.0-libav]=$gst/libgstlibav.so
)
packages=(chromium firefox-esr ffmpeg icecast2 webkit2gtk-driver xvfb xauth awscli nginx-light
  gstreamer1.0-plugins-good gstreamer1.0-plugins-bad gstreamer1.0-libav)

missing=()
for package in "${packages[@]}"; do
  [[ -e "${binaries[$package]}" ]] || missing+=("$package")
done
((${#missing[@]} == 0)) && exit 0

install_command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}"
if [[ "$(id -u)" != 0 ]]; then
  echo "install-deps: the tests need these Debian packages, which are missing: ${missing[*]}" >&2
  echo "install-deps: install them as root, then run the tests again:" >&2
  echo "  sudo sh -c '$install_command'" >&2
  exit 1
fi

echo "install-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update
# Keep the system's config files; icecast2 asks debconf questions, which noninteractive answers.
apt-get install -y \
  -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "${missing[@]}"

for package in "${missing[@]}"; do
  if [[ ! -e "${binaries[$package]}" ]]; then
    echo "install-deps: $package was installed but ${binaries[$package]} is still missing" >&2
    exit 1
  fi
done

#!/usr/bin/env bash
# A compressed disk image holding Arthra.app and a link to /Applications, with hdiutil (macOS only).
# Usage: make-dmg.sh dist/Arthra.app
set -euo pipefail
app="$1"
version=$(/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$app/Contents/Info.plist")
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
hdiutil create -volname Arthra -srcfolder "$staging" -ov -format UDZO "$(dirname "$app")/Arthra-$version.dmg"

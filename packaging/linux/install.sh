#!/usr/bin/env bash
# Install the Linux bundle for this user: the folder under ~/.local/opt/arthra, `arthra` on the PATH, the menu
# entry and the icon. Usage: install.sh [BUNDLE_FOLDER]  (default: the folder this script lies in, or dist/arthra)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bundle="${1:-$([ -x "$here/arthra" ] && echo "$here" || echo "$here/../../dist/arthra")}"
target="$HOME/.local/opt/arthra"
rm -rf "$target" && mkdir -p "$target" "$HOME/.local/bin" "$HOME/.local/share/applications" \
    "$HOME/.local/share/icons/hicolor/512x512/apps"
cp -a "$bundle/." "$target/"
ln -sf "$target/arthra" "$HOME/.local/bin/arthra"
sed "s|^Exec=arthra|Exec=$target/arthra|" "$target/arthra.desktop" > "$HOME/.local/share/applications/arthra.desktop"
cp "$target/arthra.png" "$HOME/.local/share/icons/hicolor/512x512/apps/arthra.png"
echo "installed in $target; start it from the menu or with: arthra gui"

#!/usr/bin/env bash
# Build the installable app with PyInstaller: dist/arthra/ (Linux, with arthra.desktop) or dist/Arthra.app and
# dist/Arthra-VERSION.dmg (macOS). Usage: packaging/build.sh [PYTHON]  (default: .venv/bin/python)
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${1:-.venv/bin/python}
started=$(date +%s)
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/arthra.spec
if [ "$(uname -s)" = Darwin ]; then
    packaging/macos/make-dmg.sh dist/Arthra.app
else
    cp packaging/linux/arthra.desktop dist/arthra/arthra.desktop
    cp assets/icon/arthra.png dist/arthra/arthra.png
    cp packaging/linux/install.sh dist/arthra/install.sh
fi
printf '{"seconds": %s, "cores": %s, "pyinstaller": "%s"}\n' "$(( $(date +%s) - started ))" "$(nproc 2>/dev/null || \
    sysctl -n hw.ncpu)" "$("$PYTHON" -m PyInstaller --version)" > dist/build.json
echo "built: $(du -sh dist/arthra | cut -f1) in dist/"

#!/usr/bin/env bash
# Start the frozen app on a temporary library: a CLI search for a theft case must rank CrimC::372, and the
# desktop app must render a search off-screen. Prints the cold-start seconds of `--version` and of the search.
# Usage: smoke.sh dist/arthra/arthra
set -euo pipefail
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export ARTHRA_HOME="$home" QT_QPA_PLATFORM=offscreen
seconds() { local start=$EPOCHREALTIME; "$@" > "$home/out.txt"; awk "BEGIN {printf \"%.2f\", $EPOCHREALTIME - $start}"; }
version=$(seconds "$binary" --version)
cat "$home/out.txt"
"$binary" demo > /dev/null  # imports the bundled demo library, as the app's first start does
search=$(seconds "$binary" search "Ένας άγνωστος πήρε το κινητό τηλέφωνο από το τραπέζι και έφυγε τρέχοντας." \
    --question "Είναι κλοπή;" --k 5 --json)
grep -q '"CrimC::372"' "$home/out.txt" || { echo "the frozen search did not find CrimC::372:"; cat "$home/out.txt"; exit 1; }
"$binary" gui --screenshot "$home/search.png" --facts "Πήρε το κινητό από το τραπέζι και έφυγε." --question "Κλοπή;"
test -s "$home/search.png" || { echo "the frozen app saved no screenshot"; exit 1; }
echo "frozen app: --version in ${version}s, a search (loading the index) in ${search}s, screenshot $(stat -c %s "$home/search.png") bytes"

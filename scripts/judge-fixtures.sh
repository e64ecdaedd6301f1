#!/usr/bin/env bash
# Runs fix fixtures through the real `course check` and counts how the labs judge them.
#   scripts/judge-fixtures.sh [FOLDER…]   (default: Tests/CourseKitTests/Fixtures/{wrong,right}-fixes)
# Each FOLDER holds <lab>/<case>/ with the lab's .swift files. A case under a
# folder named wrong-fixes (or any folder, with WANT=refused) should be
# refused; under right-fixes (WANT=passed) it should pass. Prints one line per
# case and a summary; exit 1 when any case is judged the other way.
# Build first: `swift build` (uses .build/debug/course).
set -uo pipefail
cd "$(dirname "$0")/.."
if [ -d /opt/swift/usr/bin ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
course="$PWD/.build/debug/course"
[ -x "$course" ] || { echo "error: $course not found; run swift build first" >&2; exit 2; }
folders=("$@")
[ ${#folders[@]} -gt 0 ] || folders=(Tests/CourseKitTests/Fixtures/wrong-fixes Tests/CourseKitTests/Fixtures/right-fixes)
wrongly=0; total=0
for folder in "${folders[@]}"; do
    want="${WANT:-}"
    if [ -z "$want" ]; then case "$folder" in *right*) want=passed ;; *) want=refused ;; esac; fi
    for case in "$folder"/*/*/; do
        case="${case%/}"; lab="$(basename "$(dirname "$case")")"
        [ -d "$PWD/Labs/$lab" ] || continue
        ls "$case"/*.swift >/dev/null 2>&1 || continue
        workspace="$(mktemp -d)"
        "$course" reset "$lab" --workspace "$workspace" --course "$PWD" >/dev/null 2>&1
        cp "$case"/*.swift "$workspace/$lab/"
        "$course" check "$lab" --workspace "$workspace" --course "$PWD" >/dev/null 2>&1
        status=$?
        rm -rf "$workspace"
        got=$([ $status = 0 ] && echo passed || echo refused)
        [ $status -gt 1 ] && got="error($status)"
        total=$((total + 1))
        mark="ok"; [ "$got" = "$want" ] || { mark="WRONG"; wrongly=$((wrongly + 1)); }
        printf '%-6s %-8s %s\n' "$mark" "$got" "${case#"$PWD"/}"
    done
done
echo "$((total - wrongly)) judged as expected, $wrongly judged the other way, of $total"
[ $wrongly = 0 ]

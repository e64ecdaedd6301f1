#!/usr/bin/env bash
# Makes the zip to upload as a Gradescope autograder: the course's committed
# files (git ls-files), with setup.sh and run_autograder at its root, as
# Gradescope requires. Usage: deploy/gradescope/make-zip.sh [OUT.zip]
set -euo pipefail
cd "$(dirname "$0")/../.."
out="$(cd "$(dirname "${1:-autograder.zip}")" && pwd)/$(basename "${1:-autograder.zip}")"
stage="$(mktemp -d "${TMPDIR:-/tmp}/course-zip.XXXXXX")"
trap 'rm -rf "$stage"' EXIT
git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$stage"
cp deploy/gradescope/setup.sh deploy/gradescope/run_autograder "$stage/"
chmod +x "$stage/setup.sh" "$stage/run_autograder"
rm -f "$out"
(cd "$stage" && zip -qr "$out" .)
echo "wrote $out (lab: $(. deploy/gradescope/config; echo "$LAB"))"

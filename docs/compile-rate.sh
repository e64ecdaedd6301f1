#!/usr/bin/env bash
# Compiles every .swift file of a folder, each on its own, against the
# simulator as `SwiftUI` (Swift 6 mode, `#Preview` blanked; EXTRA_FLAGS
# adds the runner's app settings, below), and prints which compile, the rate
# and the most common errors.
#
#   docs/compile-rate.sh FOLDER                 # against Sources/SwiftUISim
#   SIM_SOURCES=/old/SwiftUISim docs/compile-rate.sh FOLDER
#   EXTRA_FLAGS="-default-isolation MainActor -enable-upcoming-feature InferIsolatedConformances \
#       -enable-upcoming-feature NonisolatedNonsendingByDefault" docs/compile-rate.sh FOLDER   # as the runner
#   FALLBACK=1 EXTRA_FLAGS="…" docs/compile-rate.sh FOLDER   # and, as `course run`, retry a file whose
#       errors are about isolation without those settings ("ok*")
#
# Each file is compiled as the runner compiles it: `COURSE` (default: the
# debug build's `course`) prints that copy (`course dev prepare`).
#
# FOLDER holds prepared files: a view file from a public app or tutorial
# plus stubs for that app's own types, one self-contained file each
# (docs/simulator.md, "How much everyday SwiftUI compiles"). No app code
# lives in this repository.
set -uo pipefail
folder=${1:?usage: docs/compile-rate.sh FOLDER}
here=$(cd "$(dirname "$0")/.." && pwd)
sources=${SIM_SOURCES:-$here/Sources/SwiftUISim}
work=$(mktemp -d "${TMPDIR:-/tmp}/compile-rate.XXXXXX")
trap 'rm -rf "$work"' EXIT
# LOGS=DIR keeps each file's compiler output there.
# The simulator as CourseKit/Toolchain/SimulatorLibrary.swift builds it: the
# stand-ins for Combine, OSLog, CoreGraphics, UIKit and AppKit first
# (Sources/CombineSim… beside the simulator's folder; UIKit and AppKit re-export
# CoreGraphics), then the simulator, which re-exports Combine and the platform ones.
optimise="-O -wmo -enforce-exclusivity=unchecked -Xfrontend -disable-dynamic-actor-isolation"
aliases="-module-alias SwiftUI=SwiftUISim"
package="-package-name SwiftUISimulator"
# Lab code's own package name (CourseKit/Runner/LabBuild.labPackageName): its `package` declarations compile.
labpackage="-package-name CourseLab"
# The stand-ins, in order, as the runner lists them (alias:name pairs).
pairs=$(grep -o 'StandIn(alias: "[^"]*", name: "[^"]*")' "$here/Sources/CourseKit/Toolchain/SimulatorLibrary.swift" \
    | sed -E 's/.*alias: "([^"]*)", name: "([^"]*)".*/\1:\2/')
standins=$(for pair in $pairs; do printf '%s|' "${pair%%:*}"; done | sed 's/|$//')
for pair in $pairs; do
    alias=${pair%%:*}; name=${pair#*:}
    [ -d "$(dirname "$sources")/$name" ] || continue  # an older simulator without it
    swiftc -parse-as-library -module-name "$name" -I "$work" $package -emit-module -emit-module-path "$work/$name.swiftmodule" \
        -emit-library -static -o "$work/lib$name.a" $optimise $(find "$(dirname "$sources")/$name" -name '*.swift') || exit 2
    aliases="$aliases -module-alias $alias=$name"
done
plugin=""
# SwiftUI's macros (@Entry), built before the simulator that declares them, as the runner builds and loads them: an in-process
# plugin over the toolchain's SwiftSyntax (SimulatorLibrary.buildMacroPlugin).
macros="$(dirname "$sources")/SwiftUISimMacros"
if [ -d "$macros" ]; then
    host=$(cd "$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift/host" && pwd)
    swiftc -parse-as-library -swift-version 6 -module-name SwiftUISimMacros -D SWIFTUISIM_MACROS_LIBRARY -emit-library \
        -o "$work/libSwiftUISimMacros.so" -I "$host" -L "$host" -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftDiagnostics \
        -Xlinker -rpath -Xlinker "$host" $(find "$macros" -name '*.swift') || exit 2
    plugin="-load-plugin-library $work/libSwiftUISimMacros.so"
    aliases="$aliases $plugin"
fi
swiftc -parse-as-library -module-name SwiftUISim -I "$work" $package $plugin -emit-module -emit-module-path "$work/SwiftUISim.swiftmodule" \
    -emit-library -static -o "$work/libSwiftUISim.a" $optimise $(find "$sources" -name '*.swift') || exit 2
# Then the stand-ins built on the simulator (`onSimulator: true`: TipKit, AuthenticationServices), which import it.
after=$(grep -o 'StandIn(alias: "[^"]*", name: "[^"]*", onSimulator: true)' "$here/Sources/CourseKit/Toolchain/SimulatorLibrary.swift" \
    | sed -E 's/.*alias: "([^"]*)", name: "([^"]*)".*/\1:\2/')
for pair in $after; do
    alias=${pair%%:*}; name=${pair#*:}
    [ -d "$(dirname "$sources")/$name" ] || continue
    swiftc -parse-as-library -module-name "$name" -I "$work" $package $plugin -emit-module -emit-module-path "$work/$name.swiftmodule" \
        -emit-library -static -o "$work/lib$name.a" $optimise $(find "$(dirname "$sources")/$name" -name '*.swift') || exit 2
    aliases="$aliases -module-alias $alias=$name"
    standins="$standins|$alias"
done
compile_one() {
    file=$1; work=$2
    name=$(basename "$file" .swift)
    # #Preview { … } blanked, line breaks kept (CourseKit/Runner/Previews.swift).
    # The copy the runner compiles (`course dev prepare`, CourseKit/Runner/PreparedSource.swift);
    # without a built `course`: `#Preview` blanked and `import os.log` naming the stand-in alone.
    if [ -x "$course" ]; then
        "$course" dev prepare "$file" > "$work/$name.swift"
    else
        perl -0777 -pe 's/#Preview\b[^{\n]*(\{(?:[^{}]++|(?1))*\})/my $m=$&; $m=~s|[^\n]| |g; $m/ge;
            s/^([ \t]*(?:@[\w()]+[ \t]+)*import[ \t]+(?:'"$standins"'))((?:\.\w+)+)/$1 . (" " x length($2))/gme' "$file" > "$work/$name.swift"
    fi
    if swiftc -emit-sil -o /dev/null -parse-as-library -swift-version 6 -Onone -module-name CourseLab $labpackage \
        $aliases -I "$work" ${EXTRA_FLAGS:-} "$work/$name.swift" > "$work/$name.log" 2>&1; then
        echo "ok   $name"
    elif [ -n "${FALLBACK:-}" ] && [ -n "${EXTRA_FLAGS:-}" ] \
        && grep 'error:' "$work/$name.log" | grep -qiE 'isolated|isolation|Sendable|actor|data race|concurrency-safe|sending' \
        && swiftc -emit-sil -o /dev/null -parse-as-library -swift-version 6 -Onone -module-name CourseLab $labpackage \
            $aliases -I "$work" "$work/$name.swift" > /dev/null 2>&1; then
        # As `course run` does (CourseKit/Runner/IsolationFallback.swift): an error about
        # isolation, and the file compiles without the app settings.
        echo "ok*  $name (without the app settings)"
    elif [ -n "${FALLBACK:-}" ] \
        && grep -qiE 'error:.*(isolated|isolation|Sendable|actor|data race|concurrency-safe|sending)|failed to produce diagnostic' "$work/$name.log" \
        && swiftc -emit-sil -o /dev/null -parse-as-library -swift-version 5 -Onone -module-name CourseLab $labpackage \
            $aliases -I "$work" "$work/$name.swift" > /dev/null 2>&1; then
        # As `course run` does last: the Swift 5 language mode (an Xcode project's SWIFT_VERSION = 5).
        echo "ok*  $name (in the Swift 5 language mode)"
    else
        echo "FAIL $name: $(grep -m1 'error:' "$work/$name.log" | sed 's/^[^ ]* error: //')"
    fi
}
export -f compile_one
course=${COURSE:-$here/.build/debug/course}
export aliases standins course labpackage
find "$folder" -maxdepth 1 -name '*.swift' | sort | xargs -P "${JOBS:-2}" -I{} bash -c 'compile_one "$1" "$2"' _ {} "$work" | sort -k2 > "$work/results"
cat "$work/results"
total=$(wc -l < "$work/results"); passed=$(grep -c '^ok' "$work/results")
echo
if [ -n "${LOGS:-}" ]; then mkdir -p "$LOGS" && cp "$work"/*.log "$LOGS"/; fi
echo "compiled: $passed/$total ($(( total ? passed * 100 / total : 0 ))%)"
fallen=$(grep -c '^ok\*' "$work/results")
[ "$fallen" -gt 0 ] && echo "  of which $fallen only without the app settings (FALLBACK, as \`course run\`)"
echo
echo "errors, most common first (files naming each):"
for log in "$work"/*.log; do
    grep -o "error: .*" "$log" \
        | sed -E "s/error: (cannot find|cannot find type) '([^']*)'.*/missing \\2/; s/error: .*has no member '([^']*)'.*/no member .\\1/; s/error: no such module '([^']*)'/no module \\1/" \
        | sort -u
done | sort | uniq -c | sort -rn | head -"${TOP:-40}"

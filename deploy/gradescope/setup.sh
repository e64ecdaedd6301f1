#!/usr/bin/env bash
# Gradescope runs this once, as root, while it builds the autograder's image
# (Ubuntu; the zip's contents are in /autograder/source). It installs what
# grading needs, builds the course and warms the cache, so that a student's
# submission waits for none of it (docs/grading.md, "Deploying").
#
# AUTOGRADER_ROOT (default /autograder) moves the whole layout, so the same
# steps run anywhere; DeployRecipeTests runs them here with it.
# DEPLOY_OFFLINE=1 skips the steps that need root and the network (apt-get,
# the toolchain download); COURSE=PATH uses a course binary already built.
set -euo pipefail
ROOT="${AUTOGRADER_ROOT:-/autograder}"
SOURCE="$ROOT/source"
# shellcheck source=config
. "$SOURCE/deploy/gradescope/config"
LAB="${COURSE_LAB:-$LAB}"
ISOLATION="${COURSE_ISOLATION:-$ISOLATION}"
export COURSE_CACHE="${COURSE_CACHE:-$SOURCE/.course-cache}"
# The toolchain this course is tested with (any Swift 6 release builds it).
SWIFT_VERSION="${SWIFT_VERSION:-6.3.1}"

if [ "${DEPLOY_OFFLINE:-0}" = 1 ]; then
    echo "setup.sh: skipped apt-get and the Swift download (DEPLOY_OFFLINE=1: no root or network here)"
else
    # bubblewrap: the sandbox; unzip: archives handed in; the rest: what a
    # Swift toolchain needs on Ubuntu (swift.org's Linux install page).
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends bubblewrap unzip curl ca-certificates gnupg2 \
        binutils git libc6-dev libcurl4-openssl-dev libedit2 libpython3-dev libsqlite3-0 libxml2-dev \
        libz3-dev pkg-config tzdata zlib1g-dev build-essential
    if ! command -v swift >/dev/null 2>&1; then
        # swift.org's way on Linux: swiftly, then the toolchain; installed
        # for every user of the image (the proxies go on PATH).
        export SWIFTLY_HOME_DIR=/opt/swiftly SWIFTLY_BIN_DIR=/usr/local/bin
        cd /tmp
        curl -fsSLO "https://download.swift.org/swiftly/linux/swiftly-$(uname -m).tar.gz"
        tar zxf "swiftly-$(uname -m).tar.gz"
        ./swiftly init --assume-yes --skip-install --quiet-shell-followup
        swiftly install --assume-yes --use "$SWIFT_VERSION"
    fi
fi

cd "$SOURCE"
if [ -n "${COURSE:-}" ] && [ -x "$COURSE" ]; then
    echo "setup.sh: skipped swift build (COURSE=$COURSE is already built)"
else
    swift build -c release
    COURSE="$SOURCE/.build/release/course"
fi

# The simulator (about 45 s to compile), the sandbox probe, the lab's Support
# module: built now, into the cache run_autograder reads.
"$COURSE" autograde --prepare --course "$SOURCE" --lab "$LAB" --isolation "$ISOLATION"

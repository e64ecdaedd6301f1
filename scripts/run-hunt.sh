#!/usr/bin/env bash
# scripts/run-hunt.sh HUNTDIR COURSE OUT.tsv: checks every HUNTDIR/<lab>/<case>/ as the student files of <lab>
# with COURSE's built binary (COURSE/.build/debug/course); writes one line per case: lab, case, kind (wrong, or
# correct when its why.txt starts with CORRECT), exit, stage, failed checks and counted lint rules, problem.
set -uo pipefail
export PATH=/opt/swift/usr/bin:$PATH
hunt="$1"; course="$2"; out="$3"
: > "$out"
for dir in "$hunt"/*/*/; do
  lab=$(basename "$(dirname "$dir")"); case=$(basename "$dir")
  kind=wrong; grep -qi "^CORRECT" "$dir/why.txt" 2>/dev/null && kind=correct
  case "$case" in correct-*) kind=correct;; esac
  ws="$(mktemp -d /tmp/runhunt.XXXXXX)"
  "$course/.build/debug/course" reset "$lab" --workspace "$ws" --course "$course" >/dev/null 2>&1
  cp "$dir"/*.swift "$ws/$lab/"
  json=$("$course/.build/debug/course" check "$lab" --workspace "$ws" --course "$course" --format json 2>/dev/null)
  status=$?
  summary=$(printf '%s' "$json" | python3 -c '
import json,sys
try: v=json.load(sys.stdin)
except Exception: print("?\tunparsable"); sys.exit()
failed=[c["id"] for c in v.get("checks",[]) if not c.get("passed")]
lint=[l["rule"] for l in v.get("lint",[]) if l.get("counts")]
print(v.get("stage","?")+"\t"+",".join(failed)+("" if not lint else " lint:"+",".join(sorted(set(lint))))+"\t"+(v.get("problem") or "")[:120].replace("\n"," "))')
  printf '%s\t%s\t%s\t%s\t%s\n' "$lab" "$case" "$kind" "$status" "$summary" >> "$out"
  rm -rf "$ws"
done

#!/usr/bin/env bash
# Scripts/fuzz's words (TAP, run by `prove`; Scripts/test runs it). Issue 37, item 8: a bad word
# is refused (exit 64, one line) before the minutes-long build; a budget is split into shares
# that add up to it, however small; a target named twice runs once.
# `swift` is a stub here that makes a stub fuzzer, which logs its target and its time: nothing
# is built or fuzzed, and the real .build-fuzz is not touched (ANIMSET_FUZZ_SCRATCH).
#
#   prove -v Tests/Packaging/fuzz-arguments.t
set -uo pipefail
cd "$(dirname "$0")/../.."
source Tests/Packaging/tap.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
cat > "$work/bin/swift" <<'STUB'
#!/usr/bin/env bash
# The build (swift build -c CONFIG ...): notes that it ran, then makes a fuzzer of CONFIG that
# logs "TARGET SECONDS" (and its CONFIG when it is debug) and passes.
echo built >> "$ANIMSET_FUZZ_SCRATCH/builds"
config=$3
mkdir -p "$ANIMSET_FUZZ_SCRATCH/$config"
cat > "$ANIMSET_FUZZ_SCRATCH/$config/animset-fuzz" <<FUZZER
#!/usr/bin/env bash
for word in "\$@"; do
  case \$word in -max_total_time=*) echo "\$ANIMSET_FUZZ_TARGET \${word#*=}$([ "$config" = debug ] && echo " debug")" >> "\$ANIMSET_FUZZ_SCRATCH/runs" ;; esac
done
FUZZER
chmod +x "$ANIMSET_FUZZ_SCRATCH/$config/animset-fuzz"
STUB
chmod +x "$work/bin/swift"

# fuzz WORDS...: runs Scripts/fuzz in a fresh scratch folder; sets status, err, builds and runs
# (the "TARGET SECONDS" lines, sorted).
fuzz() {
  local scratch="$work/scratch"
  rm -rf "$scratch"
  mkdir -p "$scratch"
  err=$(PATH="$work/bin:$PATH" ANIMSET_FUZZ_SCRATCH="$scratch" Scripts/fuzz "$@" 2>&1 >/dev/null)
  status=$?
  builds=$(cat "$scratch/builds" 2>/dev/null | wc -l)
  runs=$(sort "$scratch/runs" 2>/dev/null | tr '\n' ',')
}

# refused WORDS... -- MESSAGE: exit 64, the message, and no build.
refused() {
  local words=()
  while [ "$1" != -- ]; do words+=("$1"); shift; done
  fuzz "${words[@]}"
  if [ "$status" = 64 ] && [[ $err == *"$2"* ]] && [ "$builds" = 0 ] && [ "$(echo "$err" | wc -l)" = 1 ]; then
    ok "Scripts/fuzz ${words[*]}: refused before the build ($2)"
  else
    not_ok "Scripts/fuzz ${words[*]}: refused before the build ($2)" "status $status, builds $builds" "$err"
  fi
}

refused -j -- "fuzz: -j needs a number of jobs"
refused bogus -- "fuzz: unknown target 'bogus'"
refused stats -j 2 -- "fuzz: '-j' comes after a target: options and SECONDS go first"
refused stats 30 -- "fuzz: '30' comes after a target"
refused --budget 3 -- "fuzz: --budget 3 is less than 1 s for each of the 7 targets"
refused --budget 0 stats -- "fuzz: '0' is not a number of jobs or seconds"
refused -c fast stats -- "fuzz: -c takes debug or release, not 'fast'"
refused -c -- "fuzz: -c takes debug or release, not ''"

# ran WORDS... -- RUNS: exit 0, one build, and these runs ("TARGET SECONDS," sorted by target).
ran() {
  local words=()
  while [ "$1" != -- ]; do words+=("$1"); shift; done
  fuzz "${words[@]}"
  if [ "$status" = 0 ] && [ "$builds" = 1 ] && [ "$runs" = "$2" ]; then
    ok "Scripts/fuzz ${words[*]}: $2"
  else
    not_ok "Scripts/fuzz ${words[*]}: $2" "status $status, builds $builds, runs $runs" "$err"
  fi
}

ran --budget 1 stats -- "stats 1,"
ran --budget 10 evaluate merge -- "evaluate 8,merge 2,"
ran --budget 7 -- "evaluate 1,history 1,merge 1,save 1,stats 1,stream 1,transcript 1,"
ran --budget 84 -- "evaluate 20,history 8,merge 8,save 12,stats 8,stream 12,transcript 16,"
ran -j 1 stats merge stats -- "merge 60,stats 60,"
ran 3 stats stats -- "stats 3,"
ran stats -- "stats 60,"
ran -j 2 -c debug --budget 3 stats merge -- "merge 1 debug,stats 2 debug,"
ran -c release 5 stats -- "stats 5,"
finish

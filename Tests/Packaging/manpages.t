#!/usr/bin/env bash
# The man pages as their readers' tools see them (TAP, run by `prove`; Scripts/test runs it):
# groff -ww renders each page for a UTF-8 terminal and for plain ASCII without one warning
# (a missing glyph, a line it cannot adjust), man-db renders no line wider than 80 columns at
# MANWIDTH=80, no source line ends with a space, and mandoc -Tlint finds no warning or error
# (its style notes, such as source lines past 80 bytes, aside). Issue 29, item 7.
# Scripts/setup installs groff, man-db and mandoc.
#
#   prove -v Tests/Packaging/manpages.t
set -uo pipefail
cd "$(dirname "$0")/../.."
export LC_ALL=C.UTF-8

source Tests/Packaging/tap.sh

for page in man/animset.1 man/animset-script.5 man/animset-events.5 man/animset-room.5; do
  for device in utf8 ascii; do
    if ! command -v groff >/dev/null; then not_ok "groff -ww -T$device $page: groff is not installed (Scripts/setup)"; continue; fi
    warnings=$(groff -man -ww -z -T"$device" "$page" 2>&1)
    if [ -z "$warnings" ]; then ok "groff -man -ww -T$device $page: no warning"
    else not_ok "groff -man -ww -T$device $page: no warning" "$(head -20 <<< "$warnings")"; fi
  done
  # NB: man-db's own formatting (its line length, hyphenation and preprocessors), as a reader
  # at an 80-column terminal gets it; wc -L counts columns, not bytes.
  rendered=$(MANWIDTH=80 MANPAGER=cat man -l "$page" 2>&1)
  wide=""
  if [ "$(wc -L <<< "$rendered")" -gt 80 ]; then
    wide=$(while IFS= read -r line; do
      [ "$(printf '%s' "$line" | wc -L)" -gt 80 ] && printf '%s\n' "$line"
    done <<< "$rendered")
  fi
  if [ -n "$rendered" ] && [ -z "$wide" ]; then ok "man -l $page at MANWIDTH=80: no line wider than 80 columns"
  else not_ok "man -l $page at MANWIDTH=80: no line wider than 80 columns" "$(head -20 <<< "$wide")"; fi
  trailing=$(grep -n ' $' "$page")
  if [ -z "$trailing" ]; then ok "$page: no line ends with a space"
  else not_ok "$page: no line ends with a space" "$trailing"; fi
  if command -v mandoc >/dev/null; then
    lint=$(mandoc -Tlint -W warning "$page" 2>&1)
    if [ -z "$lint" ]; then ok "mandoc -Tlint -W warning $page: nothing"
    else not_ok "mandoc -Tlint -W warning $page: nothing" "$(head -20 <<< "$lint")"; fi
  else
    not_ok "mandoc -Tlint $page: mandoc is not installed (Scripts/setup installs it)"
  fi
done

finish

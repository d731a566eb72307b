#!/usr/bin/env bash
# Scripts/install and --uninstall against a prefix a stranger prepared (TAP, run by `prove`;
# Scripts/test runs it): links planted at the names it writes, a list of what was installed
# that points outside the prefix or through links, a folder where the binary goes, a newline
# in the prefix, a relative --destdir (issue 28, items 3, 4 and 6); linked folders on the way to
# what it writes, and a list tampered to name other programs' files and folders (issue 37, item 4). Needs the release build
# (Scripts/package or Scripts/install --build-only makes it).
#
#   prove -v Tests/Packaging/install-hostile.t
set -uo pipefail
cd "$(dirname "$0")/../.."
checkout=$PWD
[ -x .build/release/animset ] || { echo "Bail out! no .build/release/animset (run Scripts/install --build-only)"; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source Tests/Packaging/tap.sh
install() { "$checkout/Scripts/install" --no-build "$@"; }
# uninstall_refusing WHAT LINE...: --uninstall of $prefix exits 65 and names each LINE refused;
# sets `output` to what it said.
uninstall_refusing() {
  local what=$1 line; shift
  output=$(install --prefix "$prefix" --uninstall 2>&1); local status=$?
  if [ "$status" -eq 65 ]; then ok "--uninstall with $what in its list exits 65"
  else not_ok "--uninstall with $what in its list exits 65" "exit $status: $output"; fi
  for line in "$@"; do
    if grep -qF -- "refused '$line'" <<< "$output"; then ok "it says it refused '$line'"
    else not_ok "it says it refused '$line'" "$output"; fi
  done
}

# --- 28.3: links planted at the temporary names -------------------------------------------------
prefix="$work/planted"
mkdir -p "$prefix/bin" "$prefix/share/animset"
: > "$work/victim"
: > "$work/victim-list"
ln -s "$work/victim" "$prefix/bin/animset.new"
ln -s "$work/victim-list" "$prefix/share/animset/installed.new"
check "install into a prefix with links planted at bin/animset.new and installed.new" install --prefix "$prefix"
check "the file bin/animset.new pointed to is untouched" test ! -s "$work/victim"
check "the file installed.new pointed to is untouched" test ! -s "$work/victim-list"
check "bin/animset is a regular file, not a link" bash -c "[ -f '$prefix/bin/animset' ] && [ ! -L '$prefix/bin/animset' ]"
check "the list of what was installed is a regular file" \
  bash -c "[ -f '$prefix/share/animset/installed' ] && [ ! -L '$prefix/share/animset/installed' ]"
check "the planted links are still links (nothing written through them)" \
  bash -c "[ -L '$prefix/bin/animset.new' ] && [ -L '$prefix/share/animset/installed.new' ]"
check "no temporary left in bin/" bash -c "[ \"\$(ls '$prefix/bin')\" = \"\$(printf 'animset\nanimset.new')\" ]"
ln -sf "$work/victim" "$prefix/bin/animset"
check "a second install over a link at bin/animset itself" install --prefix "$prefix"
check "replaces the link, not what it points to" bash -c "[ ! -s '$work/victim' ] && [ -f '$prefix/bin/animset' ] && [ ! -L '$prefix/bin/animset' ]"

# --- 28.4: --uninstall never deletes outside the prefix ------------------------------------------
prefix="$work/escape/p"
mkdir -p "$prefix"
check "install into a fresh prefix" install --prefix "$prefix"
echo outside > "$work/escape/x"
mkdir "$work/escape/dir" "$work/elsewhere"
echo elsewhere > "$work/elsewhere/x"
ln -s "$work/elsewhere" "$prefix/share/linked"
manifest="$prefix/share/animset/installed"
hostile=("f $prefix/../x" "d $prefix/../dir" "f $prefix/share/linked/x" "d $prefix/share/linked" "f /etc/hostname" "rm -rf /")
printf '%s\n' "${hostile[@]}" >> "$manifest"
uninstall_refusing "hostile lines" "${hostile[@]}"
check "x outside the prefix ('f PREFIX/../x') is still there" test -s "$work/escape/x"
check "the empty folder outside ('d PREFIX/../dir') is still there" test -d "$work/escape/dir"
check "a file reached through a linked folder is still there, and the link" \
  bash -c "[ -s '$work/elsewhere/x' ] && [ -L '$prefix/share/linked' ]"
check "the rest of the list was removed" bash -c "[ ! -e '$prefix/bin' ] && [ ! -e '$manifest' ] && [ ! -e '$prefix/share/man' ]"
prefix="$work/linked-list/p"
mkdir -p "$prefix"
check "install into a fresh prefix" install --prefix "$prefix"
cp "$prefix/share/animset/installed" "$work/linked-list/list"
ln -sf "$work/linked-list/list" "$prefix/share/animset/installed"
check "--uninstall refuses a list that is a symbolic link" bash -c "
  out=\$('$checkout/Scripts/install' --no-build --prefix '$prefix' --uninstall 2>&1); status=\$?
  [ \$status -eq 65 ] && grep -q 'symbolic link' <<< \"\$out\" || { echo \"exit \$status: \$out\"; exit 1; }"
check "and removes nothing: the binary and the linked list are still there" \
  bash -c "[ -f '$prefix/bin/animset' ] && [ -s '$work/linked-list/list' ] && [ -L '$prefix/share/animset/installed' ]"

# --- 28.6: a relative --destdir, a folder at bin/animset, a newline in the prefix -----------------
mkdir -p "$work/caller"
check "a relative --destdir stages in the caller's folder" \
  bash -c "cd '$work/caller' && '$checkout/Scripts/install' --no-build --prefix /usr --destdir stage >/dev/null && test -f stage/usr/bin/animset"
check "and nothing in the source checkout" test ! -e "$checkout/stage"
prefix="$work/folder"
mkdir -p "$prefix/bin/animset"
check "a folder at bin/animset is refused with a clear error" bash -c "
  out=\$('$checkout/Scripts/install' --no-build --prefix '$prefix' 2>&1); status=\$?
  [ \$status -eq 73 ] && grep -qF \"'$prefix/bin/animset' is a folder\" <<< \"\$out\" || { echo \"exit \$status: \$out\"; exit 1; }"
check "and nothing is installed (the folder stays empty, no share/)" \
  bash -c "[ -z \"\$(ls -A '$prefix/bin/animset')\" ] && [ ! -e '$prefix/share' ]"
newline_prefix="$work/new
line"
check "a newline in the prefix is refused up front (exit 64)" bash -c "
  out=\$('$checkout/Scripts/install' --no-build --prefix \"\$1\" 2>&1); status=\$?
  [ \$status -eq 64 ] && grep -q 'control character' <<< \"\$out\" || { echo \"exit \$status: \$out\"; exit 1; }" _ "$newline_prefix"
check "and nothing is made" test ! -e "$newline_prefix"
check "a newline in the prefix is refused by --uninstall too" bash -c "
  '$checkout/Scripts/install' --no-build --prefix \"\$1\" --uninstall >/dev/null 2>&1; [ \$? -eq 64 ]" _ "$newline_prefix"

# --- 37.4: linked folders on the way, a tampered list ---------------------------------------------
for linked in share/man share/animset share; do
  prefix="$work/linked-$(echo "$linked" | tr / -)/p"
  elsewhere="${prefix%/p}/elsewhere"
  mkdir -p "$(dirname "$prefix/$linked")" "$elsewhere"
  ln -s "$elsewhere" "$prefix/$linked"
  check "an install with $linked a link is refused (exit 73, naming the link)" bash -c "
    out=\$('$checkout/Scripts/install' --no-build --prefix '$prefix' 2>&1); status=\$?
    [ \$status -eq 73 ] && grep -qF \"'$prefix/$linked' is a symbolic link\" <<< \"\$out\" || { echo \"exit \$status: \$out\"; exit 1; }"
  check "and writes nothing: not through the link, nor bin/animset" \
    bash -c "[ -z \"\$(ls -A '$elsewhere')\" ] && [ ! -e '$prefix/bin' ]"
done
prefix="$work/tampered/p"
mkdir -p "$prefix/bin" "$prefix/opt/empty"
echo "another program" > "$prefix/bin/other-program"
check "install into a prefix that holds another program" install --prefix "$prefix"
manifest="$prefix/share/animset/installed"
other_sum=$(sha256sum < "$prefix/bin/other-program" | cut -d' ' -f1)
tampered=("f $prefix/bin/other-program" "f $other_sum $prefix/bin/other-program" "d $prefix/opt/empty" "d $prefix/opt")
printf '%s\n' "${tampered[@]}" >> "$manifest"
echo "changed by hand" > "$prefix/share/man/man1/animset.1"
uninstall_refusing "a tampered list" "${tampered[@]}"
if grep -qE -- "refused 'f [0-9a-f]{64} $prefix/share/man/man1/animset.1': it changed since" <<< "$output"; then
  ok "it says it refused the page changed since the install"
else not_ok "it says it refused the page changed since the install" "$output"; fi
check "another program's file named by the list is still there" test -s "$prefix/bin/other-program"
check "folders the install did not make are still there" test -d "$prefix/opt/empty"
check "a page changed since the install is kept" grep -q "changed by hand" "$prefix/share/man/man1/animset.1"
check "what the install wrote and did not change is removed" \
  bash -c "[ ! -e '$prefix/bin/animset' ] && [ ! -e '$prefix/share/man/man5' ] && [ ! -e '$manifest' ]"
prefix="$work/older/p"
mkdir -p "$prefix"
check "install into a fresh prefix" install --prefix "$prefix"
sed -i -E 's/^f [0-9a-f]{64} /f /' "$prefix/share/animset/installed"
check "--uninstall refuses an older install's list, without checksums (exit 65), and removes nothing" bash -c "
  out=\$('$checkout/Scripts/install' --no-build --prefix '$prefix' --uninstall 2>&1); status=\$?
  [ \$status -eq 65 ] && grep -q 'install again, then uninstall' <<< \"\$out\" && [ -f '$prefix/bin/animset' ] \
    && [ -f '$prefix/share/animset/installed' ] || { echo \"exit \$status: \$out\"; exit 1; }"
check "installed again, it uninstalls, folders and all" \
  bash -c "'$checkout/Scripts/install' --no-build --prefix '$prefix' >/dev/null && '$checkout/Scripts/install' --no-build --prefix '$prefix' --uninstall && [ -z \"\$(ls -A '$prefix')\" ]"
prefix="$work/writable/p"
mkdir -p "$prefix"
check "install into a fresh prefix" install --prefix "$prefix"
chmod 0666 "$prefix/share/animset/installed"
check "--uninstall refuses a list others may write (exit 65) and removes nothing" bash -c "
  out=\$('$checkout/Scripts/install' --no-build --prefix '$prefix' --uninstall 2>&1); status=\$?
  [ \$status -eq 65 ] && grep -q 'another user could have written it' <<< \"\$out\" && [ -f '$prefix/bin/animset' ] \
    || { echo \"exit \$status: \$out\"; exit 1; }"
chmod 0644 "$prefix/share/animset/installed"
check "with the list put right, it uninstalls" bash -c "'$checkout/Scripts/install' --no-build --prefix '$prefix' --uninstall && [ ! -e '$prefix/bin' ]"

finish

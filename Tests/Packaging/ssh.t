#!/usr/bin/env bash
# A room over SSH with the real OpenSSH (issue 40, item 6; TAP, run by `prove`; Scripts/test
# runs it): the README's gitolite-style setup, one account and a forced command per key
# (`command="animset join ... --name ann",restrict,pty`), served by a throwaway sshd on a
# local high port with its own host key and sshd_config. Two `ssh -tt` clients in tmux, ann
# and bob, each sit at the table with the name their key gives, race on it and see each
# other's sets; a key with `restrict` alone gets no terminal (ssh -t ends there; plain ssh
# gets the piped seat, without a prompt); a key that is not listed is refused.
#
#   prove -v Tests/Packaging/ssh.t
#   ANIMSET_BINARY=PATH   the animset that seats them (Scripts/test: the shipped release build;
#                         default .build/release/animset, built by Scripts/release-build if missing)
#
# The account is whoever runs the test: sshd runs as that user and admits no one else.
# - Not root: sshd runs as it is (no privilege separation without root), and can log in no
#   one but that user; the login records it tries (utmp, wtmp) are refused it. It can hand a
#   terminal over only where new ones are in group tty already (devpts mounted gid=5, as
#   distributions do; not in this project's containers, where the test runs as root).
# - Root (CI runs as root in a container): sshd needs its privilege separation folder
#   /run/sshd and, with a terminal, writes the login to utmp, wtmp and lastlog. It runs in
#   mount and PID namespaces of its own (unshare): a tmpfs over /run (holding /run/sshd) and
#   one over /var/log take all of that, and when sshd, the namespace's first process, ends the
#   kernel kills everything left in it (each connection's sshd, each seat's animset). Root logs
#   in only by a key that forces a command (PermitRootLogin forced-commands-only), as each here.
# Nothing is written outside the test's temporary folder, no user is added, and sshd is
# killed at the end. Scripts/setup installs openssh-server, openssh-client and tmux.
set -uo pipefail
cd "$(dirname "$0")/../.."
source Tests/Packaging/tap.sh

# missing WHAT: a tool or a right the test needs is not there: a failure under Scripts/test
# (ANIMSET_REQUIRE_TOOLS=1), a skip otherwise.
missing() {
  if [ "${ANIMSET_REQUIRE_TOOLS:-}" = 1 ]; then
    echo "Bail out! $1"
    exit 1
  fi
  echo "1..0 # SKIP $1"
  exit 0
}
for tool in /usr/sbin/sshd ssh ssh-keygen tmux; do
  command -v "$tool" >/dev/null || missing "$tool is not installed (Scripts/setup installs it)"
done
root=false
if [ "$(id -u)" -eq 0 ]; then
  root=true
  unshare --mount --pid --fork --kill-child --mount-proc -- sh -c 'mount -t tmpfs animset-ssh /mnt' 2>/dev/null \
    || missing "root cannot make mount and PID namespaces here (unshare), where sshd would keep its files"
else
  # NB: sshd run by a user gives a terminal away only when it is in group tty already (devpts
  # mounted with gid=5, as Linux distributions do): it may not chown it there.
  tty_gid=$(getent group tty | cut -d: -f3)
  grep -Eq "^devpts /dev/pts devpts .*gid=${tty_gid:-x}(,|$| )" /proc/mounts \
    || missing "/dev/pts does not make terminals in group tty (mount option gid=$tty_gid), so sshd run by a user cannot hand one over"
fi
bin=${ANIMSET_BINARY:-$PWD/.build/release/animset}
if [ ! -x "$bin" ] && [ -z "${ANIMSET_BINARY:-}" ]; then
  Scripts/release-build --product animset >/dev/null 2>&1 || missing "the release build failed (Scripts/release-build)"
fi
bin=$(realpath -- "$bin")
# NB: the path goes into authorized_keys between double quotes and through the account's shell.
[[ $bin =~ ^[A-Za-z0-9/._+-]+$ ]] || missing "'$bin' is not a path that authorized_keys can quote plainly"

work=$(mktemp -d)
tmux_server="animset-ssh-$$"
# tmux's socket too is in the temporary folder.
export TMUX_TMPDIR=$work
sshd=""
host=""
cleanup() {
  tmux -L "$tmux_server" kill-server 2>/dev/null
  if [ -n "$sshd" ]; then
    # Root: sshd is the first process of its PID namespace (unshare's child): when it ends, the
    # kernel kills everything left in the namespace, and unshare ends with it. Otherwise: each
    # connection's sshd, then the listener.
    if $root; then
      pkill -TERM -P "$sshd" 2>/dev/null || kill -KILL "$sshd" 2>/dev/null
    else
      pkill -TERM -P "$sshd" 2>/dev/null
      kill "$sshd" 2>/dev/null
    fi
    wait "$sshd" 2>/dev/null
  fi
  if [ -n "$host" ]; then kill "$host" 2>/dev/null; wait "$host" 2>/dev/null; fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

# --- the account's keys: the README's lines, with the socket and the program spelt out --------
account=$(id -un)
for key in host ann bob cat dan eve; do
  ssh-keygen -q -t ed25519 -N '' -C "$key" -f "$work/$key" || missing "ssh-keygen failed"
done
socket="$work/room.sock"
# NB: the seats animate at ten times the speed: what is checked is the same, in a quarter of
# the time (18 s wall, 3 CPU-seconds at full speed on a busy machine).
join="$bin join --socket $socket --speed 10"
{
  echo "command=\"$join --name ann\",restrict,pty $(cat "$work/ann.pub")"
  echo "command=\"$join --name bob\",restrict,pty $(cat "$work/bob.pub")"
  # restrict alone: no terminal, so the seat is the piped one (or none, with ssh -t).
  echo "command=\"$join --name cat\",restrict $(cat "$work/cat.pub")"
  echo "command=\"$join --name dan\",restrict $(cat "$work/dan.pub")"
} > "$work/authorized_keys"

# eventually COMMAND...: runs COMMAND every 0.1 s until it succeeds (240 s at most, for a
# loaded machine); fails if it never does. Every wait here is on what a log or a screen shows.
eventually() {
  local i
  for i in $(seq 1 2400); do
    "$@" && return 0
    sleep 0.1
  done
  return 1
}

# --- sshd on a free local high port ----------------------------------------------------------
# start_sshd PORT: starts it; succeeds once it says it listens, fails if it ends first.
start_sshd() {
  cat > "$work/sshd_config" <<EOF
ListenAddress 127.0.0.1:$1
HostKey $work/host
PidFile none
AuthorizedKeysFile $work/authorized_keys
AllowUsers $account
PermitRootLogin forced-commands-only
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
UsePAM no
# NB: the folder is under /tmp, whose mode (1777) StrictModes refuses for a key file.
StrictModes no
PrintMotd no
PrintLastLog no
UseDNS no
EOF
  : > "$work/sshd.log"
  if $root; then
    unshare --mount --pid --fork --kill-child --mount-proc -- sh -c '
      mount -t tmpfs -o mode=0755 animset-ssh /run && mkdir -m 0755 /run/sshd &&
      mount -t tmpfs -o mode=0755 animset-ssh /var/log && exec /usr/sbin/sshd -D -e -f "$1"' \
      sh "$work/sshd_config" 2>> "$work/sshd.log" &
  else
    /usr/sbin/sshd -D -e -f "$work/sshd_config" 2>> "$work/sshd.log" &
  fi
  sshd=$!
  eventually eval "grep -q '^Server listening on 127.0.0.1 port $1' '$work/sshd.log' || ! kill -0 $sshd 2>/dev/null"
  grep -q "^Server listening on 127.0.0.1 port $1" "$work/sshd.log" && return 0
  wait "$sshd" 2>/dev/null
  sshd=""
  return 1
}
port=""
for attempt in 1 2 3 4 5; do
  candidate=$((20000 + RANDOM % 40000))
  if start_sshd "$candidate"; then port=$candidate; break; fi
  grep -q 'Address already in use' "$work/sshd.log" || break
done
if [ -z "$port" ]; then
  echo "Bail out! sshd did not start: $(tail -5 "$work/sshd.log")"
  exit 1
fi
ok "sshd listens on 127.0.0.1 port $port, as $account$($root && echo ', in namespaces of its own')"
echo "[127.0.0.1]:$port $(cat "$work/host.pub")" > "$work/known_hosts"
ssh_options=(-F /dev/null -p "$port" -o BatchMode=yes -o IdentitiesOnly=yes -o IdentityAgent=none
  -o UserKnownHostsFile="$work/known_hosts" -o StrictHostKeyChecking=yes -o LogLevel=ERROR)

# --- the room -----------------------------------------------------------------------------
"$bin" host --socket "$socket" --state "$work/state" --seed 7 > "$work/host.log" 2>&1 &
host=$!
eventually eval "grep -q 'listens at' '$work/host.log' || ! kill -0 $host 2>/dev/null"
check "animset host listens at $socket" grep -q "listens at $socket" "$work/host.log"

# --- ann and bob, each an ssh -tt client in tmux ------------------------------------------------
# screen SESSION: what it shows, and the lines scrolled off above.
screen() { tmux -L "$tmux_server" capture-pane -p -S - -t "$1" 2>/dev/null; }
shows() { screen "$1" | grep -qF -- "$2"; }
# prompting NAME: the seat's prompt ('NAME [ann 0 · bob 0]> ', the scores after the name) is
# the last line with nothing typed after it: the line editor has the terminal, and keys reach
# it as typed.
prompting() { screen "$1" | sed '/^ *$/d' | tail -1 | sed 's/ *$//' | grep -Eqx "$1( \[[^]]*\])?>"; }
pane_dead() { [ "$(tmux -L "$tmux_server" display-message -p -t "$1" '#{pane_dead}' 2>/dev/null)" = 1 ]; }
# wait_screen SESSION TEXT: waits until SESSION's screen shows TEXT; shows the screen if never.
wait_screen() { eventually shows "$1" "$2" || { echo "$1's screen never showed '$2':"; screen "$1"; return 1; }; }
wait_prompt() { eventually prompting "$1" || { echo "$1's prompt never came back:"; screen "$1"; return 1; }; }
seated() { wait_screen "$1" "You sit as $1." && wait_prompt "$1"; }
type_line() { tmux -L "$tmux_server" send-keys -t "$1" -l -- "$2"; tmux -L "$tmux_server" send-keys -t "$1" Enter; }
sit() {
  tmux -L "$tmux_server" -f /dev/null new-session -d -s "$1" -x "$2" -y 40 \
    ssh -tt "${ssh_options[@]}" -i "$work/$1" "$account@127.0.0.1" \; set-option -t "$1" remain-on-exit on
}
# NB: one after the other, so that bob's sitting does not scroll ann's line away.
sit ann 100
check "ann's key seats her as ann, at a terminal (her prompt)" seated ann
sit bob 80
check "bob's key seats him as bob, at a terminal (his prompt)" seated bob
type_line ann "choose 2RSS 3GOO 1PTD"
check "bob sees ann's set" wait_screen bob "ann: Set! 2RSS 3GOO 1PTD."
wait_prompt bob >/dev/null
type_line bob "choose 2GOO 2PTS 2RSD"
check "ann sees bob's set" wait_screen ann "bob: Set! 2GOO 2PTS 2RSD."
# The race: both claim the next set, the two Enters sent in one go.
wait_prompt ann >/dev/null && wait_prompt bob >/dev/null
tmux -L "$tmux_server" send-keys -t ann -l "choose 3ROD 3RSD 3RTD" \; send-keys -t bob -l "choose 3ROD 3RSD 3RTD"
tmux -L "$tmux_server" send-keys -t ann Enter \; send-keys -t bob Enter
check "ann's screen shows the race's set taken" wait_screen ann ": Set! 3ROD 3RSD 3RTD."
check "bob's screen shows the race's set taken" wait_screen bob ": Set! 3ROD 3RSD 3RTD."
lost() { (screen ann; screen bob) | grep -c 'too late: ' >/dev/null; }
eventually lost
late=$( (screen ann; screen bob) | grep -c 'too late: ')
if [ "$late" -eq 1 ]; then ok "exactly one of them lost the race ('too late: ...')"
else not_ok "exactly one of them lost the race" "'too late' shown $late times" "$(screen ann)" "$(screen bob)"; fi
tmux -L "$tmux_server" send-keys -t ann C-d \; send-keys -t bob C-d
both_gone() { pane_dead ann && pane_dead bob; }
check "Ctrl-D leaves the table and ends both ssh sessions" eventually both_gone
check "the room's log holds their moves under the names their keys gave" \
  bash -c "grep -qx 'ann: choose 2RSS 3GOO 1PTD' '$work/state/room.animset' && grep -qx 'bob: choose 2GOO 2PTS 2RSD' '$work/state/room.animset'"

# --- restrict alone: no terminal ---------------------------------------------------------------
# refused KEY TEXT WHAT: ssh -tt with KEY ends with status 255, saying TEXT.
refused() {
  ssh -tt "${ssh_options[@]}" -i "$work/$1" "$account@127.0.0.1" < /dev/null > "$work/$1.out" 2> "$work/$1.err"
  local status=$?
  if [ "$status" -eq 255 ] && grep -q "$2" "$work/$1.err"; then ok "$3 (ssh exits 255: '$2')"
  else not_ok "$3" "ssh exited $status" "$(cat "$work/$1.err")"; fi
}
# ssh -t makes the terminal a must: refused one, it ends there.
refused dan 'PTY allocation request failed' "with restrict alone, ssh -tt gets no terminal and ends"
# Plain ssh at a terminal asks for one without insisting: the seat is the piped one (no prompt).
tmux -L "$tmux_server" -f /dev/null new-session -d -s cat -x 100 -y 40 \
  ssh "${ssh_options[@]}" -i "$work/cat" "$account@127.0.0.1" \; set-option -t cat remain-on-exit on
check "... and plain ssh at a terminal warns and sits as cat, piped" wait_screen cat "You sit as cat."
check "... with the warning on screen" wait_screen cat "PTY allocation request failed"
tmux -L "$tmux_server" send-keys -t cat C-d
check "... and no prompt: the end of input (Ctrl-D) leaves" eventually pane_dead cat
if screen cat | grep -Eq '^cat( \[[^]]*\])?> '; then not_ok "the piped seat shows no prompt" "$(screen cat)"; else ok "the piped seat shows no prompt"; fi

# --- a key that is not listed -------------------------------------------------------------------
# NB: last, since newer sshd (9.8) holds back an address that failed to log in (PerSourcePenalties).
cp "$work/state/room.animset" "$work/log-before"
refused eve 'Permission denied (publickey)' "a key that is not listed is refused"
check "the refused key reached no seat (the room's log is as it was)" \
  cmp "$work/log-before" "$work/state/room.animset"

finish

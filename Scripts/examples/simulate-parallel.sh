#!/usr/bin/env bash
# A simulation split into shards that GNU parallel runs side by side on one machine, merged
# into exactly what one run prints. Shards are numbered from 0: --shard 0/N ... --shard N-1/N.
#
#   Scripts/examples/simulate-parallel.sh [GAMES] [SHARDS] [DIR]
#
# GAMES (default 100000) games in SHARDS (default: the number of cores) shards; the shard
# results go to DIR (default: a new temporary directory); the merged result, as JSON, to
# standard output. ANIMSET names the program (default: animset on the PATH).
set -euo pipefail
games=${1:-100000}
shards=${2:-$(nproc)}
dir=${3:-$(mktemp -d)}
animset=${ANIMSET:-animset}
export animset games shards dir
seq 0 $((shards - 1)) | parallel --will-cite --halt now,fail=1 \
  '"$animset" simulate --games "$games" --seed 1 --threads 1 --shard {}/"$shards" --format json > "$dir/shard-{}.json"'
"$animset" merge --format json "$dir"/shard-*.json

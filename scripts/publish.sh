#!/usr/bin/env bash
# Publishes dist/ to an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces, …)
# with the Content-Type and Cache-Control that dist/manifest.json gives each file.
#
#   scripts/publish.sh s3://bucket[/prefix] [dist-dir]
#
# What changed is decided by content and metadata, not by mtimes: the bucket's manifest.json (the
# last complete publish's, uploaded last) is read first, and a file goes up when its sha256, its
# content type, its cache control or, for a page, its Content-Security-Policy differs from it
# (scripts/publish-plan.js). A rebuild that only changed headers (csp.frameAncestors) re-uploads
# the pages with their new metadata. PUBLISH_ALL=1 uploads every file, whatever the bucket holds.
#
# Order matters, so no page ever points at a file that is not there yet: hashed assets first,
# then the loader, snippets and oEmbed documents, then the pages, and manifest.json last, each
# stage once the one before has completed; a failed upload stops the run before the manifest.
# Nothing is deleted: pages still in browser or CDN caches keep finding their old assets.
# Only files the build wrote are uploaded (the manifest's, each checked against its sha256):
# anything else in dist/ stays on this machine.
#
# Each page also carries its station's Content-Security-Policy as object metadata
# (x-amz-meta-content-security-policy), since S3 cannot send the header itself: a CloudFront
# Function turns it into the header (`radio-embed headers --host cloudfront`, docs/operators.md).
#
# Environment: AWS_ENDPOINT_URL for a non-AWS endpoint (the AWS CLI reads it too), the usual
# AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_REGION, PARALLEL (uploads at a time, 1 to 64,
# default 8), PUBLISH_ALL=1, and DRY_RUN=1 to print the uploads instead (the bucket's manifest is
# still read: reading changes nothing). Every value and every manifest key is data: no value is
# evaluated, split into words or expanded as a glob.
set -euo pipefail
# No glob anywhere: a name or value holding `*` stays that text.
set -f

usage='usage: scripts/publish.sh s3://bucket[/prefix] [dist-dir]'
target="${1:?$usage}"
dist="${2:-dist}"
manifest="$dist/manifest.json"
if [[ ! -f "$manifest" ]]; then
  echo "publish: $manifest not found; run radio-embed build first" >&2
  exit 1
fi
if [[ "$target" != s3://* ]]; then
  echo "publish: the target must be an s3:// URL, got $target" >&2
  exit 2
fi
target="${target%/}"
parallel="${PARALLEL:-8}"
# Checked as text before it is ever used as a number: bash evaluates an arithmetic operand
# (`HOME[$(…)]`) as an expression.
if [[ ! "$parallel" =~ ^[1-9][0-9]?$ ]] || ((10#$parallel > 64)); then
  printf 'publish: PARALLEL must be a whole number from 1 to 64, got %q\n' "$parallel" >&2
  exit 2
fi
dry_run=0
if [[ "${DRY_RUN:-}" == 1 ]]; then dry_run=1; fi

endpoint=()
if [[ -n "${AWS_ENDPOINT_URL:-}" ]]; then endpoint=(--endpoint-url "$AWS_ENDPOINT_URL"); fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf -- "$work"' EXIT

# The last complete publish's manifest; none (a first publish) is not an error, anything else is.
published="$work/published.json"
: >"$published"
if [[ "${PUBLISH_ALL:-}" != 1 ]]; then
  if ! aws "${endpoint[@]}" s3 cp "$target/manifest.json" "$published" --only-show-errors 2>"$work/read-error"; then
    if ! grep -q -e '(404)' -e 'NoSuchKey' -e 'does not exist' -- "$work/read-error"; then
      echo "publish: cannot read $target/manifest.json:" >&2
      cat -- "$work/read-error" >&2
      exit 1
    fi
    : >"$published"
  fi
fi

node "$here/publish-plan.js" "$dist" "$published" >"$work/plan"

run() {
  if ((dry_run)); then
    printf '%q ' "$@"
    echo
  else
    "$@"
  fi
}

failed=0
# The uploads running now, oldest first. Each is waited for by its own PID: `wait -n` after
# counting `jobs -r` races with a job that ends in between (no job left: `wait -n` says 127, an
# upload that did not fail counted as one).
uploads=()
wait_oldest() {
  wait "${uploads[0]}" || failed=1
  uploads=("${uploads[@]:1}")
}
# Starts an upload, PARALLEL at a time (a dry run prints them one after another).
start() {
  if ((dry_run)); then
    run "$@"
    return
  fi
  while ((${#uploads[@]} >= parallel)); do wait_oldest; done
  run "$@" &
  uploads+=("$!")
}

# Waits for every upload of a stage; a failure stops the run before the next stage.
finish_stage() {
  while ((${#uploads[@]} > 0)); do wait_oldest; done
  if ((failed)); then
    echo "publish: an upload failed; stopped before the next stage (manifest.json not uploaded, so the next publish retries)" >&2
    exit 1
  fi
}

# Files of one stage that share their headers go up together, up to 200 per AWS CLI call. The
# names are exact paths the planner checked (no `*`, `?` or `[`), so each --include matches one file.
batch=()
batch_stage=''
batch_type=''
batch_cache=''
flush() {
  if ((${#batch[@]} == 0)); then return; fi
  local -a command=(aws "${endpoint[@]}" s3 cp --recursive "$dist" "$target" --exclude '*')
  local path
  for path in "${batch[@]}"; do command+=(--include "$path"); done
  command+=(--content-type "$batch_type" --cache-control "$batch_cache" --no-guess-mime-type --only-show-errors)
  if ((!dry_run)); then echo "publish: ${#batch[@]} file(s) as $batch_type ($batch_cache)"; fi
  start "${command[@]}"
  batch=()
}

stage_now=''
while IFS= read -r -d '' stage && IFS= read -r -d '' type && IFS= read -r -d '' cache && IFS= read -r -d '' metadata && IFS= read -r -d '' path; do
  if [[ "$stage" != "$batch_stage" || "$type" != "$batch_type" || "$cache" != "$batch_cache" ]] || ((${#batch[@]} >= 200)); then flush; fi
  if [[ "$stage" != "$stage_now" ]]; then
    finish_stage
    stage_now="$stage"
  fi
  if [[ -n "$metadata" ]]; then
    # A page: its own policy as metadata, so one upload per page.
    if ((!dry_run)); then echo "publish: $path ($cache, with its Content-Security-Policy)"; fi
    start aws "${endpoint[@]}" s3 cp "$dist/$path" "$target/$path" --content-type "$type" --cache-control "$cache" \
      --metadata "$metadata" --no-guess-mime-type --only-show-errors
  elif [[ "$path" == manifest.json ]]; then
    if ((!dry_run)); then echo "publish: manifest.json (the record of this publish)"; fi
    start aws "${endpoint[@]}" s3 cp "$dist/$path" "$target/$path" --content-type "$type" --cache-control "$cache" \
      --no-guess-mime-type --only-show-errors
  else
    batch_stage="$stage"
    batch_type="$type"
    batch_cache="$cache"
    batch+=("$path")
  fi
done <"$work/plan"
flush
finish_stage

#!/usr/bin/env bash
# Publishes dist/ to an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces, …)
# with the Content-Type and Cache-Control that dist/manifest.json gives each file.
#
#   scripts/publish.sh s3://bucket[/prefix] [dist-dir]
#
# Order matters, so no page ever points at a file that is not there yet: hashed assets first,
# then the loader, snippets and oEmbed documents, then the pages, and manifest.json last.
# `aws s3 sync` uploads only files whose size changed or whose mtime is newer than the copy in
# the bucket (for the content-hashed assets: only names not there yet, by size alone);
# `radio-embed build` leaves unchanged stations untouched, so only what changed goes.
# Nothing is deleted: pages still in browser or CDN caches keep finding their old assets.
#
# Each page also carries its station's Content-Security-Policy as object metadata
# (x-amz-meta-content-security-policy), since S3 cannot send the header itself: a CloudFront
# Function turns it into the header (`radio-embed headers --host cloudfront`, docs/operators.md).
# The pages that changed are found with `aws s3 sync --dryrun` and uploaded one by one with their
# own metadata, PARALLEL (default 8) at a time.
#
# Environment: AWS_ENDPOINT_URL for a non-AWS endpoint (the AWS CLI reads it too), the usual
# AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY / AWS_REGION, and DRY_RUN=1 to print the commands.
set -euo pipefail

target="${1:?usage: scripts/publish.sh s3://bucket[/prefix] [dist-dir]}"
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

# One line per group of files that share their headers, in upload order:
#   <include pattern> TAB <content type> TAB <cache control>
# Patterns are by folder kind and extension (or file name), so the command line stays short with
# any number of stations. dist/_headers is the static hosts' config, not a file to serve.
groups="$(node - "$manifest" <<'NODE'
const { readFileSync } = require('node:fs');
const { files } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const stages = [[], [], [], []];
const seen = new Set();
for (const [path, entry] of Object.entries(files)) {
  const name = path.split('/').pop();
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.')) : '';
  let stage;
  let pattern;
  if (path.startsWith('assets/')) [stage, pattern] = [0, `assets/*${extension}`];
  else if (!path.includes('/')) [stage, pattern] = [path === 'manifest.json' ? 3 : 1, path];
  else [stage, pattern] = [name === 'index.html' ? 2 : 1, `*/${name}`];
  const line = `${pattern}\t${entry.contentType}\t${entry.cacheControl}`;
  if (!seen.has(line)) stages[stage].push(line);
  seen.add(line);
}
stages[3].push(`manifest.json\tapplication/json\tno-cache`);
console.log(stages.flatMap((lines) => lines.sort()).join('\n'));
NODE
)"

endpoint=()
if [[ -n "${AWS_ENDPOINT_URL:-}" ]]; then endpoint=(--endpoint-url "$AWS_ENDPOINT_URL"); fi

# Each station page's metadata, as the JSON the AWS CLI takes: <id> TAB {"content-security-policy":"…"}
declare -A page_metadata=()
while IFS=$'\t' read -r id metadata; do
  [[ -n "$id" ]] && page_metadata[$id]="$metadata"
done < <(node - "$manifest" <<'NODE'
const { readFileSync } = require('node:fs');
const { stations = {} } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [id, { csp }] of Object.entries(stations)) {
  if (/^[1-9]\d*$/.test(id) && typeof csp === 'string') console.log(`${id}\t${JSON.stringify({ 'content-security-policy': csp })}`);
}
NODE
)

run() {
  if [[ "${DRY_RUN:-}" == 1 ]]; then
    printf '%q ' "$@"
    echo
  else
    "$@"
  fi
}

# The pages whose copies in the bucket are older or differ in size, each with its own metadata.
publish_pages() {
  local type="$1" cache="$2" line file dest id status=0
  local -a metadata listing=(aws "${endpoint[@]}" s3 sync "$dist" "$target" --exclude '*' --include '*/index.html' --dryrun)
  if [[ "${DRY_RUN:-}" == 1 ]]; then
    # The listing decides which pages go; a dry run shows it, then one upload as an example.
    run "${listing[@]}"
    run aws "${endpoint[@]}" s3 cp "$dist/<id>/index.html" "$target/<id>/index.html" --content-type "$type" \
      --cache-control "$cache" --metadata '{"content-security-policy":"<its policy>"}' --no-guess-mime-type --only-show-errors
    return
  fi
  # Listed first, so a failed listing stops the run (set -e) before the manifest goes up.
  local listed
  listed="$("${listing[@]}")"
  while IFS= read -r line; do
    [[ "$line" =~ ^\(dryrun\)\ upload:\ (.+)\ to\ (s3://.+)$ ]] || continue
    file="${BASH_REMATCH[1]}"
    dest="${BASH_REMATCH[2]}"
    id="$(basename "$(dirname "$file")")"
    metadata=()
    if [[ -n "${page_metadata[$id]:-}" ]]; then metadata=(--metadata "${page_metadata[$id]}"); fi
    while (($(jobs -rp | wc -l) >= ${PARALLEL:-8})); do wait -n || status=1; done
    run aws "${endpoint[@]}" s3 cp "$file" "$dest" --content-type "$type" --cache-control "$cache" \
      "${metadata[@]}" --no-guess-mime-type --only-show-errors &
  done <<<"$listed"
  while (($(jobs -rp | wc -l) > 0)); do wait -n || status=1; done
  return "$status"
}

while IFS=$'\t' read -r pattern type cache; do
  if [[ "$pattern" == '*/index.html' ]]; then
    if [[ "${DRY_RUN:-}" != 1 ]]; then echo "publish: $pattern ($cache, each with its Content-Security-Policy)"; fi
    publish_pages "$type" "$cache"
    continue
  fi
  command=(aws "${endpoint[@]}" s3 sync "$dist" "$target" --exclude '*' --include "$pattern"
    --content-type "$type" --cache-control "$cache" --no-guess-mime-type --only-show-errors)
  # An asset's name is its content's hash: one already in the bucket under its name, at its size,
  # is the same file, however new its mtime (a build in a fresh CI clone writes every asset anew,
  # and S3 keeps mtimes to the second, so one built in the second of the last upload looks newer).
  if [[ "$pattern" == assets/* ]]; then command+=(--size-only); fi
  if [[ "${DRY_RUN:-}" != 1 ]]; then echo "publish: $pattern ($cache)"; fi
  run "${command[@]}"
done <<<"$groups"

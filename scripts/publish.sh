#!/usr/bin/env bash
# Publishes dist/ to an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces, …)
# with the Content-Type and Cache-Control that dist/manifest.json gives each file.
#
#   scripts/publish.sh s3://bucket[/prefix] [dist-dir]
#
# Order matters, so no page ever points at a file that is not there yet: hashed assets first,
# then the loader, snippets and oEmbed documents, then the pages, and manifest.json last.
# `aws s3 sync` uploads only files whose size changed or whose mtime is newer than the copy in
# the bucket; `radio-embed build` leaves unchanged stations untouched, so only what changed goes.
# Nothing is deleted: pages still in browser or CDN caches keep finding their old assets.
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

while IFS=$'\t' read -r pattern type cache; do
  command=(aws "${endpoint[@]}" s3 sync "$dist" "$target" --exclude '*' --include "$pattern"
    --content-type "$type" --cache-control "$cache" --no-guess-mime-type --only-show-errors)
  if [[ "${DRY_RUN:-}" == 1 ]]; then
    printf '%q ' "${command[@]}"
    echo
  else
    echo "publish: $pattern ($cache)"
    "${command[@]}"
  fi
done <<<"$groups"

import { DEFAULT_PREVIEW_PORT } from '../commands/preview';

export interface OperatorReadmeInput {
  name: string;
  publicUrl: string;
  exampleId: number;
}

/** The README of a new station network's repo: for the team that edits stations, not for radio-embed's developers. */
export function operatorReadme({ name, publicUrl, exampleId }: OperatorReadmeInput): string {
  return `# ${name}

Our station players: one JSON file per station in \`stations/\`, built by
[radio-embed](https://www.npmjs.com/package/radio-embed) into static embeds and published to
${publicUrl}.

## Work on a station

\`\`\`sh
npm install                                    # once: installs radio-embed (the version package-lock.json pins)
npx radio-embed preview --station ${exampleId}           # see and hear it at http://127.0.0.1:${DEFAULT_PREVIEW_PORT}/${exampleId}/
npx radio-embed validate --all                 # what CI checks first
npx radio-embed build --all                    # what CI publishes: dist/
\`\`\`

- A station is \`stations/<id>.json\`, with \`station.sid\` equal to its \`<id>\`. Start a new one with
  \`npx radio-embed init --station <id> --title "…" --stream https://…\`; \`stations/${exampleId}.json\` is an
  example to rename or delete. Every field is described in
  \`node_modules/radio-embed/docs/station-config.md\`; editors autocomplete through \`"$schema"\`.
- Settings every station shares (\`publicUrl\`, \`services\`, \`defaults\`, \`csp\`) live in
  \`radio-embed.config.json\`.
- \`npx radio-embed doctor --station <id>\` checks a station's streams and services from your machine.
- \`npx radio-embed snippet --station <id>\` prints the iframe a station pastes into its site.

## Publishing

\`.github/workflows/publish.yml\` validates and builds every pull request and push to \`main\`, and publishes
\`dist/\` on a push to \`main\` with \`npx radio-embed publish s3://<bucket>\` (hashed assets first,
pages last, each with its cache headers). Set the repository secrets it names: \`EMBED_BUCKET\`,
\`AWS_ACCESS_KEY_ID\`, \`AWS_SECRET_ACCESS_KEY\`, \`AWS_REGION\`, and \`AWS_ENDPOINT_URL\` for a
service other than AWS S3 (Cloudflare R2, DigitalOcean Spaces, MinIO). \`npx radio-embed publish
s3://<bucket> --dry-run\` prints what it would upload.

## Upgrading radio-embed

\`npm install radio-embed@latest\`, then \`npx radio-embed validate --all\`. Read
\`node_modules/radio-embed/CHANGELOG.md\`: a new major version may rename a station field, and
\`validate\` then names each old field and the new one (\`ui.old: was renamed to "ui.new" in
radio-embed 2.0.0\`) until the files are updated. Commit \`package.json\` and \`package-lock.json\`
together, so CI builds with the version you tested.
`;
}

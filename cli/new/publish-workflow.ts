/** The secrets the workflow reads: the bucket (with an optional /prefix) and the keys that may write to it. */
export const WORKFLOW_SECRETS = ['EMBED_BUCKET', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION', 'AWS_ENDPOINT_URL'] as const;

/**
 * The operator repo's GitHub Actions workflow: every pull request and push to main validates and
 * builds; a push to main also publishes. Secrets reach the steps as environment variables only, so each
 * `run:` line is a plain shell command (the package's e2e test runs them as they are).
 */
export function publishWorkflow(): string {
  return `# Validates and builds every station on each pull request and push to main; publishes dist/
# to the bucket on a push to main. Set these repository secrets (Settings → Secrets and variables → Actions):
#   EMBED_BUCKET           the bucket, optionally with a folder: my-bucket or my-bucket/embed
#   AWS_ACCESS_KEY_ID      keys that may write to it
#   AWS_SECRET_ACCESS_KEY
#   AWS_REGION             e.g. us-east-1 (auto for Cloudflare R2)
#   AWS_ENDPOINT_URL       only for a non-AWS service (R2, Spaces, MinIO); leave it unset for AWS S3
name: Station players

on:
  push:
    branches: [main]
  pull_request:
  workflow_dispatch:

permissions:
  contents: read

# One publish at a time; a newer push waits for the one before it rather than racing it.
concurrency:
  group: publish-\${{ github.ref }}
  cancel-in-progress: false

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          cache: npm
      - run: npm ci
      - run: npx radio-embed validate --all
      - run: npx radio-embed build --all
      - name: Publish to the bucket
        if: github.event_name == 'push' && github.ref == 'refs/heads/main'
        run: npx radio-embed publish "s3://$EMBED_BUCKET"
        env:
${WORKFLOW_SECRETS.map((name) => `          ${name}: \${{ secrets.${name} }}`).join('\n')}
`;
}

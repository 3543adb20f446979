import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { mkdir, rm } from 'node:fs/promises';
import { BUILD_SERVICE_ENV } from '../support/build-service';
import { describeStats, startBuildService } from '../support/build-service-process';
import { FIREFOX_TEMPLATE_ENV, makeFirefoxProfileTemplate } from '../support/firefox-profile-template';
import { cleanUpLeftovers, createRegistry, REGISTRY_ENV } from '../support/leftovers';
import { REPO_ROOT } from '../support/repo-root';
import { prepareCommonTones, TONE_FILES_ENV } from '../support/tone-files';

export default async function setup() {
  // Both e2e projects (parallel and serial) name this setup; in one run it does its work once.
  if (process.env[REGISTRY_ENV]) return;

  // The e2e tests run the CLI the way operators do (bin/radio-embed.js → build/cli.js); rebuild
  // build/cli.js first so they test the current cli/ sources, not a stale bundle.
  await promisify(execFile)(process.execPath, ['scripts/build-cli.js'], { cwd: REPO_ROOT });

  // Test workers inherit this and note every server and temp dir they start (leftovers.ts).
  const registry = join(tmpdir(), `radio-embed-e2e-registry-${process.pid}`);
  createRegistry(registry);
  process.env[REGISTRY_ENV] = registry;

  // The files' station builds, by the CLI just rebuilt, in one process for the run (issue 28):
  // build-station.ts asks it where this is set, and runs the CLI itself where not.
  const buildService = await startBuildService();
  process.env[BUILD_SERVICE_ENV] = buildService.url;

  // A Firefox profile started once, which each launch copies (firefox-profile-template.ts): made
  // beside the first files, not before them; a launch until it is ready starts on an empty one.
  const firefoxTemplate = join(tmpdir(), `radio-embed-firefox-template-${process.pid}`);
  process.env[FIREFOX_TEMPLATE_ENV] = firefoxTemplate;
  const templateMade = makeFirefoxProfileTemplate(firefoxTemplate);

  // The tones the files' streams play, each encoded once for the run (tone-files.ts); those the
  // first files play now, before any file asks for them, the others beside the first files.
  const toneFiles = join(tmpdir(), `radio-embed-tones-run-${process.pid}`);
  await mkdir(toneFiles, { recursive: true });
  process.env[TONE_FILES_ENV] = toneFiles;
  const tones = prepareCommonTones();
  await tones.first;

  return async function teardown() {
    console.log(describeStats(await buildService.stop()));
    delete process.env[BUILD_SERVICE_ENV];
    await Promise.all([templateMade, tones.later]);
    await rm(firefoxTemplate, { recursive: true, force: true });
    delete process.env[FIREFOX_TEMPLATE_ENV];
    await rm(toneFiles, { recursive: true, force: true });
    delete process.env[TONE_FILES_ENV];
    for (const line of cleanUpLeftovers(registry)) console.warn(`e2e teardown: ${line}`);
    delete process.env[REGISTRY_ENV];
  };
}

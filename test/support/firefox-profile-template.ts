import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';

/**
 * A Firefox profile that has been started once, copied for each launch instead of an empty dir.
 *
 * Firefox's first start on an empty profile builds its caches, default prefs and databases:
 * measured on the 2-core machine (2026-11-27), a launch, one page and a close cost 4.9 CPU s on an
 * empty profile and 2.7 on a copy of one started before (wall 12–18 s against 5–9 s under load);
 * the suite starts Firefox about forty times. The copy holds nothing a test could see: the
 * template's one start opens no page but the blank first tab, and its session files are removed.
 *
 * The e2e global setup makes it once per run (`makeFirefoxProfileTemplate`), in the background;
 * a launch before it is ready, or with no setup (a unit test), starts on an empty profile as
 * before (`firefoxProfileTemplate` is undefined then).
 */
export const FIREFOX_TEMPLATE_ENV = 'RADIO_EMBED_FIREFOX_PROFILE_TEMPLATE';

/** What the template holds that a launch must not inherit: the last session, and the lock. */
const NOT_COPIED = ['sessionstore.jsonlz4', 'sessionstore-backups', 'lock', '.parentlock'];

/** Where the finished template is, once it is (the dir appears whole, by a rename). */
export async function firefoxProfileTemplate(): Promise<string | undefined> {
  const path = process.env[FIREFOX_TEMPLATE_ENV];
  if (!path) return undefined;
  return (await stat(path).catch(() => undefined))?.isDirectory() ? path : undefined;
}

/**
 * Starts Firefox once on an empty profile, closes it, and renames the profile to `path` so that
 * a launch sees either no template or a whole one. Resolves whether or not it worked: a failure
 * leaves no template, and every launch starts on an empty profile.
 */
export async function makeFirefoxProfileTemplate(path: string): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'radio-embed-firefox-template-'));
  try {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: '/usr/bin/firefox-esr',
      protocol: 'webDriverBiDi',
      headless: true,
      userDataDir: work,
    });
    await browser.close();
    for (const name of NOT_COPIED) await rm(join(work, name), { recursive: true, force: true });
    await rename(work, path);
  } catch (error) {
    console.warn(`e2e setup: no Firefox profile template, each launch starts on an empty profile (${(error as Error).message})`);
    await rm(work, { recursive: true, force: true });
  }
}

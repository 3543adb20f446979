import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SHIPPED_LANGUAGES } from '../../../../contract/languages';
import { CATALOGUES } from '../../../../runtime/features/i18n/catalogues';
import en from '../../../support/english';
import type { Messages } from '../../../../runtime/features/i18n/messages';
import { REPO_ROOT } from '../../../support/repo-root';

const others = Object.entries(CATALOGUES);
const load = async () => Promise.all(others.map(async ([code, catalogue]) => [code, (await catalogue()).default] as const));

describe('the shipped catalogues', () => {
  test('every shipped language but English has a lazy catalogue, and every locale file is shipped', () => {
    expect(['en', ...Object.keys(CATALOGUES)].sort()).toEqual([...SHIPPED_LANGUAGES].sort());
    // English is in parts (locales/en/, each feature's words), never one file of its own.
    const files = readdirSync(join(REPO_ROOT, 'runtime/features/i18n/locales')).filter((file) => file.endsWith('.ts'));
    expect(files.map((file) => file.replace('.ts', '')).sort()).toEqual(SHIPPED_LANGUAGES.filter((code) => code !== 'en').sort());
  });

  test('every language has every English key, no more, and no empty or untranslated-looking value', async () => {
    const keys = Object.keys(en).sort();
    for (const [code, messages] of await load()) {
      expect(Object.keys(messages).sort(), code).toEqual(keys);
      for (const [key, value] of Object.entries(messages)) {
        expect(typeof value === 'string' && value.trim().length > 0, `${code}.${key}`).toBe(true);
      }
    }
  });

  test('the control names are translated (a copied English word would pass the key check)', async () => {
    for (const [code, messages] of await load()) {
      for (const key of ['play', 'stop', 'mute', 'share', 'back', 'close', 'sleepTimer', 'listeningOptions', 'lowData', 'shortcuts', 'areYouThere', 'keepListening'] as (keyof Messages)[]) {
        expect(messages[key], `${code}.${key}`).not.toBe(en[key]);
      }
    }
  });

  test('Arabic and Hebrew are written in their own scripts', async () => {
    const messages = Object.fromEntries(await load());
    expect(messages.ar!.play).toMatch(/^[\u0600-\u06ff]+$/);
    expect(messages.he!.play).toMatch(/^[\u0590-\u05ff]+$/);
  });
});

test("the loader's frame titles are the catalogues' frameTitle, and an unknown tag gets English", async () => {
  const { FRAME_TITLES, frameTitle } = await import('../../../../runtime/features/i18n/frame-titles');
  expect(FRAME_TITLES.en).toBe(en.frameTitle);
  for (const [code, messages] of await load()) expect(FRAME_TITLES[code as keyof typeof FRAME_TITLES], code).toBe(messages.frameTitle);
  expect(frameTitle('es-MX')).toBe('Reproductor de radio');
  expect(frameTitle('ja')).toBe('Radio player');
  expect(frameTitle(undefined)).toBe('Radio player');
});

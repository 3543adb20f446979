import { afterEach, describe, expect, test, vi } from 'vitest';
import { chooseLanguage } from '../../../../runtime/features/i18n/body';
import { speaksOtherLanguage, startLanguage } from '../../../../runtime/features/i18n/face';
import { EN_PLAYER } from '../../../../runtime/features/i18n/locales/en/player';
import { EN_SHARE } from '../../../../runtime/features/social/public/share-words';
import { setWords, words } from '../../../../runtime/features/i18n/words';

afterEach(() => setWords({}));

describe('speaksOtherLanguage: only then is the chooser loaded', () => {
  test('no tag, or English ones, need nothing', () => {
    for (const sources of [{}, { locale: 'en' }, { query: ' ', locale: 'EN-us' }, { query: 'en_GB' }]) expect(speaksOtherLanguage(sources), JSON.stringify(sources)).toBe(false);
  });

  test('any other tag does, even one the chooser will not ship ("eng" is not "en")', () => {
    for (const sources of [{ locale: 'es' }, { query: 'ar' }, { query: 'en', locale: 'de' }, { query: 'eng' }]) expect(speaksOtherLanguage(sources), JSON.stringify(sources)).toBe(true);
  });
});

describe('startLanguage and the chooser', () => {
  test('English: the English words; the page keeps the lang and dir the build wrote', async () => {
    const root = { lang: 'en', dir: 'ltr' };
    await startLanguage(root, { locale: 'en-US' }, vi.fn());
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
    expect(words(EN_PLAYER).play).toBe('Play');
  });

  test('?lang=en on a Spanish station: English, left to right', async () => {
    const root = { lang: 'es', dir: 'ltr' };
    expect(await chooseLanguage(root, { query: 'en', locale: 'es' }, vi.fn())).toBe('en');
    expect(root).toEqual({ lang: 'en', dir: 'ltr' });
    expect(words(EN_PLAYER).play).toBe('Play');
  });

  test('?lang=ar: the Arabic catalogue for every part, right to left', async () => {
    const root = { lang: 'en', dir: 'ltr' };
    await startLanguage(root, { query: 'ar-EG', locale: 'es' }, vi.fn());
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(words(EN_PLAYER).play).toBe('تشغيل');
    expect(words(EN_SHARE).back).toBe('رجوع');
  });

  test('the station locale: Spanish words', async () => {
    await startLanguage({ lang: '', dir: '' }, { locale: 'es-MX' }, vi.fn());
    expect(words(EN_PLAYER)).toMatchObject({ play: 'Reproducir', mute: 'Silenciar', volume: 'Volumen' });
  });
});

describe('the words the build inlined in the page (issue 19)', () => {
  // A marked Spanish catalogue: a word that is not the chunk's proves which one the player used.
  const inline = { language: 'es', words: { ...EN_PLAYER, play: 'Reproducir (en la página)', back: 'Atrás (en la página)' } };
  const pageWith = (text: string | undefined) => ({
    lang: 'es',
    dir: 'ltr',
    ownerDocument: { getElementById: (id: string) => (id === 'radio-embed-words' && text !== undefined ? ({ textContent: text } as HTMLElement) : null) },
  });

  test('the station language: its inlined words at once, and the page keeps the lang and dir the build wrote', async () => {
    const root = pageWith(JSON.stringify(inline));
    const onError = vi.fn();
    await startLanguage(root, { locale: 'es-MX' }, onError);
    expect(words(EN_PLAYER).play).toBe('Reproducir (en la página)');
    expect(words(EN_SHARE).back).toBe('Atrás (en la página)');
    expect([root.lang, root.dir]).toEqual(['es', 'ltr']);
    expect(onError).not.toHaveBeenCalled();
  });

  test('?lang= naming the same language, in any region or case, keeps the inlined words', async () => {
    for (const query of ['es', 'ES-es', ' es_419 ']) {
      setWords({});
      await startLanguage(pageWith(JSON.stringify(inline)), { query, locale: 'es-MX' }, vi.fn());
      expect(words(EN_PLAYER).play, query).toBe('Reproducir (en la página)');
    }
  });

  test('?lang= naming another language: its catalogue, and lang and dir follow', async () => {
    const root = pageWith(JSON.stringify(inline));
    await startLanguage(root, { query: 'he', locale: 'es-MX' }, vi.fn());
    expect(words(EN_PLAYER).play).toBe('הפעלה');
    expect([root.lang, root.dir]).toEqual(['he', 'rtl']);
  });

  test('?lang=en: English, though the page carries Spanish', async () => {
    const root = pageWith(JSON.stringify(inline));
    await startLanguage(root, { query: 'en', locale: 'es-MX' }, vi.fn());
    expect(words(EN_PLAYER).play).toBe('Play');
    expect(root.lang).toBe('en');
  });

  test('?lang= naming a language not shipped falls through to the station language: the inlined words, not the chunk', async () => {
    await startLanguage(pageWith(JSON.stringify(inline)), { query: 'ja', locale: 'es-MX' }, vi.fn());
    expect(words(EN_PLAYER).play).toBe('Reproducir (en la página)');
  });

  test('no element, or one that does not parse: the catalogue chunk', async () => {
    for (const text of [undefined, '', '{"language":"es",']) {
      setWords({});
      await startLanguage(pageWith(text), { locale: 'es-MX' }, vi.fn());
      expect(words(EN_PLAYER).play, String(text)).toBe('Reproducir');
    }
  });
});

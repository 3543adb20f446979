import { describe, expect, test } from 'vitest';
import { matchLanguage, textDirection } from '../../../../contract/languages';
import { resolveLanguage } from '../../../../runtime/features/i18n/resolve-language';

describe('resolveLanguage: ?lang=, then ui.locale, then English', () => {
  test('the lang parameter wins over the station locale', () => {
    expect(resolveLanguage({ query: 'fr', locale: 'es' })).toBe('fr');
  });

  test('without a lang parameter the station locale decides', () => {
    expect(resolveLanguage({ locale: 'de' })).toBe('de');
    expect(resolveLanguage({ query: '', locale: 'de' })).toBe('de');
  });

  test('with neither, English', () => {
    expect(resolveLanguage({})).toBe('en');
  });

  test('a language the player does not ship falls through to the next source', () => {
    expect(resolveLanguage({ query: 'ja', locale: 'es' })).toBe('es');
    expect(resolveLanguage({ query: 'ja', locale: 'zh-Hant' })).toBe('en');
    expect(resolveLanguage({ query: 'xx-yy' })).toBe('en');
  });

  test('tags match by their primary subtag, in any letter case and with _ as well as -', () => {
    expect(resolveLanguage({ query: 'es-MX' })).toBe('es');
    expect(resolveLanguage({ locale: 'pt-BR' })).toBe('pt');
    expect(resolveLanguage({ query: 'AR_EG' })).toBe('ar');
    expect(resolveLanguage({ query: ' He ' })).toBe('he');
  });

  test('a subtag is not a prefix: "est" (Estonian) is not Spanish, "e" is nothing', () => {
    expect(matchLanguage('est')).toBeUndefined();
    expect(matchLanguage('e')).toBeUndefined();
  });
});

test('Arabic and Hebrew read right to left, every other shipped language left to right', () => {
  expect(textDirection('ar')).toBe('rtl');
  expect(textDirection('he')).toBe('rtl');
  expect(textDirection('es')).toBe('ltr');
  expect(textDirection('en')).toBe('ltr');
});

import { expect, test } from 'vitest';
import { takePrivacyOverrides } from '../../../runtime/features/privacy/query-overrides';

test('reads us_privacy and gpp and removes only them, keeping the others, their encoding and the hash', () => {
  const taken = takePrivacyOverrides(
    'https://cdn.example/42/?autoplay=1&us_privacy=1yny&stream_url=https%3A%2F%2Fs.example%2Fa+b&gpp=DBABLA~CVQVAAAAAACA&ip=1.2.3.4#top',
  );
  expect(taken.overrides).toEqual({ usPrivacy: '1YNY', gpp: 'DBABLA~CVQVAAAAAACA' });
  expect(taken.cleanedHref).toBe('https://cdn.example/42/?autoplay=1&stream_url=https%3A%2F%2Fs.example%2Fa+b&ip=1.2.3.4#top');
});

test('the query disappears when the overrides were its only parameters', () => {
  expect(takePrivacyOverrides('https://cdn.example/42/?us_privacy=1YYY#x').cleanedHref).toBe('https://cdn.example/42/#x');
});

test('nothing to take: the address stays as it is', () => {
  expect(takePrivacyOverrides('https://cdn.example/42/?autoplay=1')).toEqual({ overrides: {}, cleanedHref: null, warnings: [] });
});

test('malformed values are ignored with a warning, yet still removed from the address', () => {
  const taken = takePrivacyOverrides('https://cdn.example/42/?us_privacy=yes&gpp=%3Cscript%3E');
  expect(taken.overrides).toEqual({});
  expect(taken.warnings).toHaveLength(2);
  expect(taken.cleanedHref).toBe('https://cdn.example/42/');
});

import { describe, expect, it } from 'vitest';
import { createUserRegistration, userRegistrationUrl } from '../../../../runtime/features/targeting/a2x/user-registration';
import { startUserRegistration } from '../../../../runtime/features/targeting/start-user-registration';
import { browserPerTest } from '../../tracking/support/browser-per-test';
import { testConfig } from '../../tracking/support/test-config';

describe('a2x user registration', () => {
  const env = browserPerTest();

  it('redirects to {sync.url}/sync/a2x/@UUID@/{uid}', () => {
    const url = new URL(userRegistrationUrl('https://a2x.example/register?src=radio', 'https://sync.example/', 'dev 1'));
    expect(url.searchParams.get('src')).toBe('radio');
    expect(url.searchParams.get('redirect')).toBe('https://sync.example/sync/a2x/@UUID@/dev%201');
  });

  it("throws 'Module not initialized' when used before init", () => {
    const registration = createUserRegistration({ document: env.browser.document, log: env.log });
    expect(() => registration.register('dev-1')).toThrow('Module not initialized');
    expect(registration.init({ registrationUrl: '', syncUrl: 'https://sync.example' })).toBe(false);
    expect(() => registration.register('dev-1')).toThrow('Module not initialized');
  });

  it('places one 1×1 image in v7_targeting > a2x_user_registration, removed on destroy', () => {
    const registration = createUserRegistration({ document: env.browser.document, log: env.log });
    registration.init({ registrationUrl: 'https://a2x.example/register', syncUrl: 'https://sync.example' });
    registration.register('dev-1');
    const images = env.browser.document.querySelectorAll('#v7_targeting > #a2x_user_registration > img');
    expect(images).toHaveLength(1);
    const img = images[0] as HTMLImageElement;
    expect([img.width, img.height]).toEqual([1, 1]);
    expect(img.getAttribute('src')).toBe(
      'https://a2x.example/register?redirect=https%3A%2F%2Fsync.example%2Fsync%2Fa2x%2F%40UUID%40%2Fdev-1',
    );
    registration.destroy();
    expect(env.browser.document.getElementById('v7_targeting')).toBeNull();
  });

  it('starts only when a2x targeting is enabled', async () => {
    const config = (enabled: boolean) =>
      testConfig({
        targeting: { a2x: { enabled } },
        services: { userRegistration: { url: 'https://a2x.example/register' }, sync: { url: 'https://sync.example' } },
      });
    const deps = { document: env.browser.document, log: env.log, getDeviceId: () => 'dev-5' };
    expect(await startUserRegistration(config(false), deps)).toBeNull();
    expect(env.browser.document.querySelector('img')).toBeNull();
    const stop = await startUserRegistration(config(true), deps);
    expect(env.browser.document.querySelector('#a2x_user_registration img')?.getAttribute('src')).toContain('%2Fdev-5');
    stop!();
    expect(env.browser.document.querySelector('img')).toBeNull();
  });
});

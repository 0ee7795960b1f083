import { createRecaptcha, RecaptchaError, RECAPTCHA_ERRORS, recaptchaScriptUrl, type Grecaptcha, type RecaptchaOptions } from './recaptcha';

function fakeGrecaptcha(result: () => Promise<string>): Grecaptcha & { calls: Array<[string, string]> } {
  const calls: Array<[string, string]> = [];
  return {
    calls,
    ready: (callback) => callback(),
    execute: (siteKey, { action }) => {
      calls.push([siteKey, action]);
      return result();
    },
  };
}

function setup(overrides: Partial<RecaptchaOptions> & { token?: () => Promise<string>; loadFails?: boolean; noGlobal?: boolean } = {}) {
  const api = fakeGrecaptcha(overrides.token ?? (() => Promise.resolve('token-1')));
  const loaded: string[] = [];
  const recaptcha = createRecaptcha({
    siteKey: 'site-key',
    loadScript: (src) => {
      loaded.push(src);
      return overrides.loadFails ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
    getGrecaptcha: () => (overrides.noGlobal ? undefined : api),
    ...overrides,
  });
  return { recaptcha, api, loaded };
}

describe('createRecaptcha', () => {
  it.each([
    ['absent', undefined],
    ['null', null],
  ])('with the site key %s it is off and resolves no token without loading anything', async (_label, siteKey) => {
    const { recaptcha, loaded } = setup({ siteKey });
    expect(recaptcha.enabled).toBe(false);
    await expect(recaptcha.execute('contact')).resolves.toBeUndefined();
    expect(loaded).toEqual([]);
  });

  it('with a key it loads the render script once and returns a token per action', async () => {
    const { recaptcha, api, loaded } = setup();
    expect(recaptcha.enabled).toBe(true);
    await expect(recaptcha.execute('contact')).resolves.toBe('token-1');
    await expect(recaptcha.execute('signup')).resolves.toBe('token-1');
    expect(loaded).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key']);
    expect(api.calls).toEqual([
      ['site-key', 'contact'],
      ['site-key', 'signup'],
    ]);
  });

  it.each<[string, Partial<RecaptchaOptions> & { token?: () => Promise<string>; loadFails?: boolean; noGlobal?: boolean }, string]>([
    ['a blank key', { siteKey: '  ' }, 'ReCaptcha error: No key provided'],
    ['a blank version', { version: '' }, 'ReCaptcha error: No version provided'],
    ['a script that fails to load', { loadFails: true }, 'ReCaptcha error: Failed to load script'],
    ['a script that defines no grecaptcha', { noGlobal: true }, 'ReCaptcha error: Failed to load script'],
    ['execute rejecting', { token: () => Promise.reject(new Error('boom')) }, 'ReCaptcha error: Failed to execute'],
    ['execute giving an empty token', { token: () => Promise.resolve('') }, 'ReCaptcha error: Failed to execute'],
  ])('%s rejects with the spec message', async (_label, overrides, message) => {
    const { recaptcha } = setup(overrides);
    const error = await recaptcha.execute('contact').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RecaptchaError);
    expect((error as Error).message).toBe(message);
  });

  it('tries to load the script again after a failed load', async () => {
    let fail = true;
    const loaded: string[] = [];
    const api = fakeGrecaptcha(() => Promise.resolve('token-2'));
    const recaptcha = createRecaptcha({
      siteKey: 'k',
      loadScript: (src) => {
        loaded.push(src);
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
      getGrecaptcha: () => api,
    });
    await expect(recaptcha.execute('contact')).rejects.toThrow(RECAPTCHA_ERRORS.LOAD_FAILED);
    fail = false;
    await expect(recaptcha.execute('contact')).resolves.toBe('token-2');
    expect(loaded).toHaveLength(2);
  });

  it.each([
    ['plain', 'https://www.google.com/recaptcha/api.js?render=plain'],
    ['a&b', 'https://www.google.com/recaptcha/api.js?render=a%26b'],
  ])('builds the script URL for key %s', (key, url) => {
    expect(recaptchaScriptUrl(key)).toBe(url);
  });
});

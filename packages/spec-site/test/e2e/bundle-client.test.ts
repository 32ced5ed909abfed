import { describe, expect, test } from 'vitest';
import { bundleClient, contentHash } from '../../src/build/bundle-client.js';

describe('bundleClient', () => {
  test('one self-contained script and one stylesheet, minified, nothing fetched from elsewhere', async () => {
    const { script, style } = await bundleClient();
    expect(script.text).not.toMatch(/\bimport\s*[({"']|\brequire\(/);
    expect(script.text).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(script.text).toContain('__SPEC_SITE_SEARCH__');
    expect(script.text.split('\n').length).toBeLessThan(20);
    expect(style.text).not.toMatch(/@import|url\(\s*['"]?https?:/);
    expect(style.text).toContain('prefers-color-scheme:dark');
    expect(script.hash).toBe(contentHash(script.text));
    expect(script.hash).toMatch(/^[0-9a-f]{10}$/);
  }, 60_000);
});

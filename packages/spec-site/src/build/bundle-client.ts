/**
 * The browser side of the site, bundled by esbuild at build time: one script (TypeScript, with
 * MiniSearch) and one stylesheet, minified, with no import left for the browser to fetch.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** A bundled asset. */
export interface BundledAsset {
  text: string;
  /** The first 10 hex digits of its SHA-256, for the `?v=` of its URL. */
  hash: string;
}

/**
 * A short content hash, for cache-busting query strings.
 * @example contentHash('x') // '2d711642b7'
 */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/**
 * Bundles `src/client/main.ts` and `src/client/site.css`.
 * @throws Error with esbuild's messages when the client code does not bundle.
 * @example const { script, style } = await bundleClient();
 */
export async function bundleClient(): Promise<{ script: BundledAsset; style: BundledAsset }> {
  const dir = fileURLToPath(new URL('../client/', import.meta.url));
  const result = await build({
    entryPoints: { site: `${dir}main.ts`, 'site-style': `${dir}site.css` },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome109', 'firefox115', 'safari15.6', 'edge109'],
    write: false,
    outdir: '/assets',
    legalComments: 'eof',
    logLevel: 'silent',
  });
  const find = (name: string) => {
    const file = result.outputFiles.find((f) => f.path.endsWith(name));
    if (file === undefined) throw new Error(`esbuild produced no ${name}`);
    return { text: file.text, hash: contentHash(file.text) };
  };
  return { script: find('/site.js'), style: find('/site-style.css') };
}

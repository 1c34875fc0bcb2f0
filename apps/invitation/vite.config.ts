// Two builds from one config: the browser bundle (dist/client, with a manifest the server reads to
// preload the entry's imports, and every text asset precompressed as .br and .gz) and the server
// (`vite build --ssr src/server/serve.ts`, dist/server/serve.js) that renders the invitation.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { STYLESHEETS_DIR } from '@convite/invitation-renderer/font-stylesheets';
import { fontId, SELF_HOSTED_FONTS } from '@convite/rules/served-fonts';
import { appConfig } from '@convite/vite-config';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { deferFonts, earlyOpening, hydrateAfterLoad } from './src/build/page-loading-plugins.ts';
import { englishTextsApart } from './src/build/english-texts-apart.ts';

const base = appConfig({ port: 5175 });

/**
 * Every served font family's stylesheet as an entry of its own (assets/font-<id>-<hash>.css, its
 * woff2 files beside it, all hashed): the server links those of the page's theme (font-stylesheets.ts
 * in src/server reads them from the manifest), so a page loads only its own families.
 */
const fontEntries = Object.fromEntries(
  Object.keys(SELF_HOSTED_FONTS).map((family) => [
    `font-${fontId(family)}`,
    path.join(STYLESHEETS_DIR, `${fontId(family)}.css`),
  ]),
);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `<file>.br` and `<file>.gz` beside every text asset, so the server never compresses them per request. */
function precompress(): Plugin {
  return {
    name: 'convite-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const outDir = options.dir ?? 'dist/client';
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * The i18n package bundles every app's texts; guests never see the dashboard's or the admin's, which
 * would be a tenth of the page's JavaScript. Their modules become empty objects in this app only
 * (a missing key would still fall back to its name, and this app uses none of them).
 */
function onlyGuestTexts(): Plugin {
  const STUB = '\0convite-unused-texts';
  return {
    name: 'convite-only-guest-texts',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.replaceAll('\\', '/').endsWith('packages/i18n/src/resources/resources.ts')) {
        return null;
      }
      return /^\.\/(es|en)\/(dashboard|admin)\.ts$/.test(source) ? STUB : null;
    },
    load(id) {
      return id === STUB ? 'export const dashboard = {};\nexport const admin = {};\n' : null;
    },
  };
}

export default defineConfig((env) => {
  const shared = base(env);
  const isSsr = env.isSsrBuild === true;
  return mergeConfig(shared, {
    // The server is one self-contained file (a host runs it with Node alone, no node_modules), with
    // React's production build inlined whatever NODE_ENV the host sets: the development build
    // renders several times slower.
    ...(isSsr
      ? {
          ssr: { noExternal: true },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        }
      : {}),
    plugins: [
      onlyGuestTexts(),
      englishTextsApart(),
      precompress(),
      earlyOpening(),
      deferFonts(),
      hydrateAfterLoad(),
    ],
    build: isSsr
      ? {
          outDir: 'dist/server',
          target: 'node24',
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'serve.js' } },
        }
      : {
          outDir: 'dist/client',
          manifest: true,
          // The fonts' stylesheets are entries of their own, so the page can request them late (deferFonts).
          rollupOptions: { input: { index: 'index.html', ...fontEntries } },
        },
  });
});

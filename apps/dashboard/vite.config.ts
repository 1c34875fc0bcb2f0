import { appConfig } from '@convite/vite-config';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, defineConfig, mergeConfig, type Plugin } from 'vite';
import type * as LandingPrerender from './src/landing-prerender.tsx';

const base = appConfig({ port: 5173, securityHeaders: 'dashboard' });

/** The marker the built index.html leaves for the app; the landing's HTML goes inside it. */
const ROOT = '<div id="root"></div>';

/**
 * The page's own stylesheets written into it: the first paint then needs the HTML alone instead of
 * sharing the connection with the script (8 KB gzipped, re-sent with each visit to the landing).
 */
async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  let page = html;
  for (const [link, href] of html.matchAll(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
  )) {
    const css = await readFile(path.join(outDir, href ?? ''), 'utf8');
    page = page.replace(link, () => `<style>${css}</style>`);
  }
  return page;
}

/**
 * The module script and its preloads moved to the end of the body: still deferred, but the browser
 * only asks for them once the landing's HTML has arrived, instead of sharing the connection with it.
 */
function scriptsLast(html: string): string {
  const tags =
    html.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
  const page = tags.reduce((rest, tag) => rest.replace(tag, ''), html);
  return page.replace('</body>', `${tags.join('\n')}\n</body>`);
}

/**
 * After the client build, renders the landing with react-dom/server into `dist/inicio.html` (the
 * built index.html with the landing inside #root), so its largest paint needs no script; every other
 * address keeps the empty index.html. Static hosts and `vite preview` serve `inicio.html` for
 * `/inicio` (docs/deploy.md).
 */
function prerenderLanding(): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'convite:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLanding, LANDING_PATH } = (await server.ssrLoadModule(
          '/src/landing-prerender.tsx',
        )) as typeof LandingPrerender;
        const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT} to fill.`);
        const page = scriptsLast(await inlineStylesheets(shell, outDir)).replace(
          ROOT,
          `<div id="root">${renderLanding()}</div>`,
        );
        await writeFile(path.join(outDir, `${LANDING_PATH.slice(1)}.html`), page);
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig((env) =>
  mergeConfig(base(env), { plugins: [prerenderLanding()] }),
);

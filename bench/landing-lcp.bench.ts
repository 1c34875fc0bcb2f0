// The dashboard's landing on a throttled phone, measured side by side: its largest contentful paint
// as built (dist/inicio.html, pre-rendered then hydrated) against a static copy of that page (the same
// HTML, stylesheet and font, no script: the best that first screen can do) and against the landing as
// it used to arrive (the empty index.html, the landing drawn by the script). Headless Chromium with
// Lighthouse's mobile throttling (4× CPU slowdown, slow 4G as DevTools applies it), a fresh context
// (cold cache) per run, the pages interleaved; medians printed beside the goal of issue 20 (≤ 1.3×
// the static copy).
//
//   pnpm turbo run build --filter=@convite/dashboard
//   pnpm --filter @convite/bench landing-lcp [-- --runs 7]
//
// A report: it exits 0 when the goal is missed, and 1 only when something broke.
import { readFile } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH } from './src/lighthouse/lighthouse.config.ts';
import { scriptArgs } from './src/script-args.ts';
import { median } from './src/timing.ts';

const GOAL_RATIO = 1.3;
const dist = path.resolve(import.meta.dirname, '../apps/dashboard/dist');

/** Lighthouse's mobile profile (slow 4G with DevTools' request latency and throughput factors). */
const NETWORK = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;

type Variant = 'prerendered' | 'static' | 'script-drawn';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
};

/** The landing's document for a variant; the built assets are shared by all three. */
async function landingDocument(variant: Variant): Promise<string> {
  if (variant === 'script-drawn') return readFile(path.join(dist, 'index.html'), 'utf8');
  const page = await readFile(path.join(dist, 'inicio.html'), 'utf8');
  if (variant === 'prerendered') return page;
  return page
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** Gzipped, as any CDN sends text; fonts as they are. */
function send(
  response: ServerResponse,
  type: string,
  bytes: Buffer | string,
  cacheControl: string,
) {
  const isText = !type.startsWith('font/');
  response.writeHead(200, {
    'content-type': type,
    'cache-control': cacheControl,
    ...(isText ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(isText ? gzipSync(bytes) : bytes);
}

/** A bare static server of dist/: /inicio answers the variant's document, /v1 answers 404 at once. */
async function serve(variant: Variant): Promise<{ server: Server; url: string }> {
  const landing = await landingDocument(variant);
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://bench').pathname;
    if (pathname === '/inicio') {
      send(response, TYPES['.html'] ?? '', landing, 'no-cache');
      return;
    }
    const file = path.join(dist, path.normalize(pathname));
    if (!pathname.startsWith('/assets/') || !file.startsWith(dist)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (bytes) =>
        send(response, TYPES[path.extname(file)] ?? '', bytes, 'max-age=31536000, immutable'),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/inicio` };
}

type Paint = { lcp: number; element: string };

/** Run in the page (a string: the bench compiles without the DOM's types), resolving to a Paint. */
const LAST_LARGEST_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    const element = last && last.element;
    resolve({
      lcp: last ? last.startTime : Number.NaN,
      element: element ? element.tagName.toLowerCase() + '.' + element.className : '?',
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/** One cold load on a throttled phone: the last largest-contentful-paint entry once the page is quiet. */
async function measure(browser: Browser, url: string): Promise<Paint> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return (await page.evaluate(LAST_LARGEST_PAINT)) as Paint;
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: scriptArgs(),
    options: { runs: { type: 'string', default: '7' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');

  const variants: Variant[] = ['prerendered', 'static', 'script-drawn'];
  const servers = await Promise.all(variants.map((variant) => serve(variant)));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results: Record<Variant, Paint[]> = { prerendered: [], static: [], 'script-drawn': [] };
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, variant] of variants.entries()) {
        const paint = await measure(browser, servers[index]?.url ?? '');
        results[variant].push(paint);
        console.log(
          `run ${run} ${variant.padEnd(12)} LCP ${paint.lcp.toFixed(0)} ms (${paint.element})`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const { server } of servers) server.close();
  }

  const medians = Object.fromEntries(
    variants.map((variant) => [variant, median(results[variant].map((paint) => paint.lcp))]),
  ) as Record<Variant, number>;
  console.log(`\nLCP medians over ${runs} runs (4× CPU, slow 4G):`);
  for (const variant of variants) {
    const runsList = results[variant].map((paint) => paint.lcp.toFixed(0)).join(', ');
    console.log(`  ${variant.padEnd(12)} ${medians[variant].toFixed(0)} ms   [${runsList}]`);
  }
  const ratio = medians.prerendered / medians.static;
  console.log(
    `  pre-rendered ÷ static copy: ${ratio.toFixed(2)} (goal ≤ ${GOAL_RATIO}) ${ratio <= GOAL_RATIO ? '✓' : '✗'}`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

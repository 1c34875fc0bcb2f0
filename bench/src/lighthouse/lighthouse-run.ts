// One Lighthouse run in its default mode (a mid-range phone on a slow 4G link: simulated throttling
// and mobile emulation), in a fresh headless Chromium, reduced to the figures the report compares.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_PATH } from './lighthouse.config.ts';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type ScriptRequest = { url: string; transferBytes: number };

export type RunFigures = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  /** Scripts the page requests without interaction, with the bytes they took on the wire. */
  initialScripts: ScriptRequest[];
  lhr: Result;
};

type NetworkItem = {
  url: string;
  resourceType?: string;
  transferSize?: number;
};

/** A missing audit throws: a renamed one breaks the run rather than silently dropping a line. */
export function audit(lhr: Result, id: string) {
  const found = lhr.audits[id];
  if (!found) throw new Error(`Lighthouse reported no "${id}" audit`);
  return found;
}

function numeric(lhr: Result, id: string): number {
  const value = audit(lhr, id).numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse's "${id}" has no value`);
  return value;
}

/**
 * Every script the page requests with nobody touching it, the load event or not: the invitation
 * imports its script after the page has loaded, yet a phone still downloads it to be interactive.
 */
function initialScripts(lhr: Result): ScriptRequest[] {
  const requests = audit(lhr, 'network-requests').details as unknown as { items: NetworkItem[] };
  return requests.items
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({ url: item.url, transferBytes: item.transferSize ?? 0 }));
}

export async function runLighthouse(url: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      initialScripts: initialScripts(lhr),
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

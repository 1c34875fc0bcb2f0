// The checks Lighthouse does not make, on a phone-sized page in Chromium (playwright-core): axe-core
// over the whole page once every section has been revealed, every control's tap target against
// 44x44 CSS px, and whether Tab reaches every control.
import axeCore from 'axe-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './lighthouse.config.ts';

export const MIN_TARGET_PX = 44;

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] };
export type Target = {
  id: number;
  what: string;
  width: number;
  height: number;
  /** A link inside a sentence (WCAG 2.5.8 exempts those from the size rule). */
  isInline: boolean;
  /** Radio buttons of one group: Tab stops at one of them, the arrows move within. */
  radioGroup: string | null;
  isDisabled: boolean;
};
export type PageChecks = {
  violations: AxeFinding[];
  targets: Target[];
  smallTargets: Target[];
  notReachable: Target[];
};

const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Runs in the page (sent as text: this package is type-checked without the DOM library): every
 * visible control, numbered in data-bench-target, with the size of what a finger taps.
 */
const COLLECT_TARGETS = `(() => {
  const describe = (element) => {
    const tag = element.tagName.toLowerCase();
    const type = element.getAttribute('type');
    const label =
      element.getAttribute('aria-label') ??
      element.labels?.[0]?.textContent ??
      element.textContent ??
      element.getAttribute('name') ??
      '';
    const text = label.replace(/\\s+/g, ' ').trim().slice(0, 50);
    const classes = [...element.classList].slice(0, 2).map((name) => '.' + name).join('');
    return tag + (type ? '[type=' + type + ']' : '') + classes + (text ? ' "' + text + '"' : '');
  };
  const targets = [];
  for (const [index, element] of [...document.querySelectorAll(${JSON.stringify(INTERACTIVE)})].entries()) {
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    if (element.closest('[hidden], [inert]')) continue;
    const isToggle = element.type === 'radio' || element.type === 'checkbox';
    // A radio or checkbox is tapped through its label; anything else through its own box.
    const tapped = isToggle ? (element.closest('label') ?? element.labels?.[0] ?? element) : element;
    const box = tapped.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const parentText = element.parentElement?.textContent?.trim() ?? '';
    const isInline =
      element.tagName === 'A' &&
      style.display === 'inline' &&
      parentText.length > (element.textContent?.trim().length ?? 0) + 10;
    element.setAttribute('data-bench-target', String(index));
    targets.push({
      id: index,
      what: describe(element),
      width: Math.round(box.width * 10) / 10,
      height: Math.round(box.height * 10) / 10,
      isInline,
      radioGroup: element.type === 'radio' ? element.name || null : null,
      isDisabled: element.disabled === true || element.getAttribute('aria-disabled') === 'true',
    });
  }
  return targets;
})()`;

/** Sections enter when 20% of them is visible: scroll through the page so each one shows. */
const REVEAL_ALL = `(async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  window.scrollTo(0, 0);
})()`;

const RUN_AXE = `axe.run(document, { resultTypes: ['violations'] })`;

const FOCUSED_TARGET = `document.activeElement?.closest('[data-bench-target]')?.getAttribute('data-bench-target') ?? null`;

export async function checkPage(url: string): Promise<PageChecks> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: 'es-MX',
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(REVEAL_ALL);
    await page.waitForTimeout(1500);

    // Evaluated through DevTools, which the page's Content-Security-Policy does not govern (an
    // injected <script> tag is refused, as any injected script should be).
    await page.evaluate(axeCore.source);
    const axeResults = (await page.evaluate(RUN_AXE)) as axeCore.AxeResults;
    const violations = axeResults.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));

    const targets = (await page.evaluate(COLLECT_TARGETS)) as Target[];
    const smallTargets = targets.filter(
      (target) => target.width < MIN_TARGET_PX || target.height < MIN_TARGET_PX,
    );

    // Tab from the top of the page until focus has gone round, noting every control it stops at.
    await page.evaluate('document.activeElement?.blur()');
    const reached = new Set<number>();
    for (let press = 0; press < targets.length * 2 + 10; press += 1) {
      await page.keyboard.press('Tab');
      const id = (await page.evaluate(FOCUSED_TARGET)) as string | null;
      if (id !== null) reached.add(Number(id));
    }
    const reachedGroups = new Set(
      targets.filter((target) => reached.has(target.id)).map((target) => target.radioGroup),
    );
    const notReachable = targets.filter(
      (target) =>
        !target.isDisabled &&
        !reached.has(target.id) &&
        !(target.radioGroup !== null && reachedGroups.has(target.radioGroup)),
    );
    return { violations, targets, smallTargets, notReachable };
  } finally {
    await browser.close();
  }
}

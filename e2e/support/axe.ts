// axe-core run inside the page, for the specs that hold every screen to no serious or critical
// accessibility finding (contrast under 4.5:1 included).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe's serious and critical findings on the page as it is now, with the elements at fault. */
export async function seriousFindings(page: Page): Promise<string[]> {
  // A section fading in is not low contrast: let the page's finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Through DevTools, which the page's Content-Security-Policy does not govern.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run(): Promise<AxeResults> } }
    ).axe.run();
    return violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  });
}

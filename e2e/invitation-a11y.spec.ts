// The guest's invitation, in the default theme a couple starts with, has no serious or critical axe
// finding (contrast under 4.5:1 included) on a 390×844 phone, in Spanish and in English. The themes a
// couple picks keep their own colours and are not held to this check here. Sections that fade in
// on scrolling are measured once shown.
import { expect, test } from '@playwright/test';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { seriousFindings } from './support/axe.ts';
import { gotoInvitation, weddingWithGuests } from './support/guest-invitation.ts';

test('no serious or critical axe finding on the invitation in the default theme', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { rosa } = await weddingWithGuests(page, request);
  const findings: Record<string, string[]> = {};
  for (const language of ['es', 'en'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: language === 'es' ? 'es-MX' : 'en-US',
      timezoneId: WEDDING_TIME_ZONE,
    });
    const guest = await context.newPage();
    await gotoInvitation(guest, `${rosa.link}&lang=${language}`);
    await guest.waitForLoadState('networkidle');
    // Sections fade in as they scroll into view: the guest reads them once shown, so each is
    // brought into view and its fade finished before axe measures (mid-fade, the text is faint).
    const sections = guest.locator('.inv-reveal');
    for (let index = 0; index < (await sections.count()); index += 1)
      await sections.nth(index).scrollIntoViewIfNeeded();
    await expect(guest.locator('.inv-reveal--hidden')).toHaveCount(0);
    await guest.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    findings[language] = await seriousFindings(guest);
    await guest.screenshot({ path: `/tmp/axe/invitation-${language}.png`, fullPage: true });
    await context.close();
  }
  expect(Object.entries(findings).filter(([, found]) => found.length > 0)).toEqual([]);
});

// A couple's wedding with guests, made through the API as the dashboard makes it, and the guest's
// phone that opens their link: shared by the invitation specs.
import {
  devices,
  expect,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { WEDDING_TIME_ZONE } from '@convite/rules/time-zone';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './accounts.ts';
import { giveWeddingPlan } from './staff.ts';
import { uniqueSuffix } from './unique.ts';

export const guestPhone = { ...devices['Pixel 7'], timezoneId: WEDDING_TIME_ZONE };

type Guest = { id: number; name: string; link: string };

/** A wedding with a public ceremony, a dinner only Rosa is invited to, and two guests. */
export async function weddingWithGuests(page: Page, request: APIRequestContext) {
  await signInNewCouple(page, request, 'invitacion');
  const slug = `rosa-y-diego-${uniqueSuffix()}`;
  const weddingId = await createWedding(page, 'Rosa & Diego', slug);
  await giveWeddingPlan(request, weddingId, 'Premium');
  const api = coupleApi(request, await clientToken(page));

  await api.patch(`/weddings/${weddingId}/food-restrictions-enabled`, {
    foodRestrictionsEnabled: true,
  });
  await api.patch(`/weddings/${weddingId}/message-enabled`, { messageEnabled: true });
  const addEvent = async (name: string, datetime: string) => {
    const { event } = await api.post<{ event: { id: number } }>('/events', { name, weddingId });
    await api.patch(`/events/${event.id}/datetime`, { datetime });
    await api.patch(`/events/${event.id}/place`, { place: 'Hacienda San Gabriel' });
    return event.id;
  };
  await addEvent('Ceremonia religiosa', '2027-05-15T23:00:00.000Z');
  const dinner = await addEvent('Cena de familia', '2027-05-16T02:30:00.000Z');
  await api.patch(`/events/${dinner}/is-exclusive`, { isExclusive: true });

  for (const [name, maxGuestsAllowed] of [
    ['Rosa', 3],
    ['Pedro', 1],
  ] as const) {
    await api.post('/guests', {
      name,
      lastName: 'Luna',
      phone: '5512345678',
      maxGuestsAllowed,
      weddingId,
    });
  }
  const { guests } = await api.post<{ guests: Guest[] }>('/guests/get-by-wedding', {
    weddingId,
    page: 1,
  });
  const guest = (name: string) => {
    const found = guests.find((candidate) => candidate.name === name);
    expect(found, name).toBeDefined();
    return found as Guest;
  };
  await api.post(`/events/${dinner}/add-guest`, { guestId: guest('Rosa').id });
  return { weddingId, slug, rosa: guest('Rosa'), pedro: guest('Pedro') };
}

/** The guest's phone: a context of its own, with nothing of the couple's session. */
export async function openAsGuest(browser: Browser, link: string, locale = 'es-MX') {
  const context = await browser.newContext({ ...guestPhone, locale });
  const page = await context.newPage();
  await gotoInvitation(page, link);
  return page;
}

/** Opens the invitation and waits until it is interactive (its script loads after the page has). */
export async function gotoInvitation(page: Page, link: string) {
  await page.goto(link);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** One person's card in the answer form ("Rosa Luna", "Invitado 2"). */
export const seatCard = (page: Page, name: string) =>
  page.locator('[data-testid="seat"]').filter({ has: page.locator('legend', { hasText: name }) });

/** A person's line for one event (its name first; "Solo adultos" may follow). */
export const eventLine = (seat: Locator, event: string) =>
  seat.getByRole('group', { name: new RegExp(`^${event}`) });

/** A person's "Sí" or "No" (or a meal) at one event. */
export const choiceAt = (seat: Locator, event: string, choice: string) =>
  eventLine(seat, event).getByRole('radio', { name: choice, exact: true });

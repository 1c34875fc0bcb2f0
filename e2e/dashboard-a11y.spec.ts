// Issue 31, point 5: every screen of a couple's wedding, with rows in it (guests who answered and who
// did not, tables with people, a door helper), in Spanish and in English, on a 390 px phone and a
// 1280 px laptop, has no serious or critical axe finding (contrast under 4.5:1 included). The door
// page a helper opens is held to the same bar.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './support/accounts.ts';
import { seriousFindings } from './support/axe.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { nextClientAddress, uniqueSuffix } from './support/unique.ts';

const SCREENS = [
  'activacion',
  'edicion',
  'temas',
  'invitados',
  'mensajes',
  'enviar/invitacion',
  'enviar/recordatorio',
  'enviar/pase',
  'mesas',
  'cuenta',
] as const;

const SIZES = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1280, height: 800 },
} as const;

/** Switches the interface language with the top bar's selector (kept for the session). */
async function speak(page: Page, language: 'es' | 'en') {
  await page.goto('/inicio');
  await page.getByRole('button', { name: language === 'es' ? 'Español' : 'English' }).click();
}

test('no serious or critical axe finding on any screen of a wedding with rows, in es and en, phone and laptop', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signInNewCouple(page, request, 'axe-todo');
  const slug = `axe-todo-${uniqueSuffix()}`;
  const weddingId = await createWedding(page, 'Ana & Luis', slug);
  await giveWeddingPlan(request, weddingId, 'Premium');
  const token = await clientToken(page);
  const api = coupleApi(request, token);
  const authorization = { authorization: `Bearer ${token}` };
  await api.post('/events', { name: 'Recepción', weddingId });
  const families = ['Pérez Luna', 'Núñez Ríos', 'Ibáñez Soto', 'García Vega'];
  for (const [index, family] of families.entries()) {
    await api.post('/guests', {
      weddingId,
      name: `Familia ${family}`,
      phone: `55 2000 ${String(1000 + index)}`,
      maxGuestsAllowed: 2,
      members: [
        { firstName: 'Ana', lastName: family, isChild: false },
        { firstName: 'Luis', lastName: family, isChild: false },
      ],
    });
  }
  const { guests } = await api.post<{ guests: { id: number; name: string; link: string }[] }>(
    '/guests/get-by-wedding',
    { weddingId, page: 1 },
  );
  // Two families answered (one of them is coming), two did not; all were sent the invitation.
  for (const guest of guests) {
    await request.patch(`/v1/guests/${guest.id}`, { headers: authorization, data: { sent: true } });
  }
  for (const [index, guest] of guests.slice(0, 2).entries()) {
    const answered = await request.post(`/v1/public/invitations/${slug}/confirmation`, {
      headers: { 'x-forwarded-for': nextClientAddress(), 'idempotency-key': randomUUID() },
      data: {
        code: new URL(guest.link).searchParams.get('code'),
        confirmation: index === 0,
        confirmedGuests: index === 0 ? 2 : null,
      },
    });
    expect(answered.status(), await answered.text()).toBe(200);
  }
  const tables = await request.put(`/v1/weddings/${weddingId}/tables`, {
    headers: authorization,
    data: {
      tables: [
        { name: 'Mesa 1', seats: 8 },
        { name: 'Mesa 2', seats: 1 },
      ],
    },
  });
  const seating = (await tables.json()) as {
    tables: { id: number }[];
    unseated: { memberId: number }[];
  };
  await request.put(`/v1/weddings/${weddingId}/seating`, {
    headers: authorization,
    data: {
      // One person at the table of one seat, one more to make it over-full.
      seats: seating.unseated.map((person) => ({
        memberId: person.memberId,
        tableId: seating.tables[1]?.id,
      })),
    },
  });
  const { helper } = await api.post<{ helper: { link: string } }>(
    `/weddings/${weddingId}/door-helpers`,
    { name: 'Tía Rosa' },
  );

  const findings: Record<string, string[]> = {};
  for (const language of ['es', 'en'] as const) {
    await speak(page, language);
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      for (const screen of SCREENS) {
        await page.goto(`/dashboard/boda/${weddingId}/${screen}`);
        await expect(
          page.getByRole('heading', { level: 1 }).first(),
          `${screen} ${language} ${size}`,
        ).toBeVisible();
        await page.waitForLoadState('networkidle');
        findings[`${screen} ${language} ${size}`] = await seriousFindings(page);
      }
      await page.goto(new URL(helper.link).pathname + new URL(helper.link).hash);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      findings[`puerta ${language} ${size}`] = await seriousFindings(page);
    }
  }
  expect(Object.entries(findings).filter(([, found]) => found.length > 0)).toEqual([]);
});

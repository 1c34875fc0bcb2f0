// Reminders on a schedule (issue 31), the couple's part at 390 px: in Mensajes they switch the
// automatic reminders on, pick the days before the deadline (up to three), see the next reminder
// days, save, and find the schedule kept after a reload. The reminder's morning itself (a clock moved
// to it: one Cloud API message per unanswered guest, or the couple's email without the API) is the
// server's test, apps/server/src/modules/reminders/reminders.test.ts: the API under test here runs on
// the real clock, and production code has no test clock to move.
import { expect, test } from '@playwright/test';
import { clientToken, coupleApi, createWedding, signInNewCouple } from './support/accounts.ts';
import { giveWeddingPlan } from './support/staff.ts';
import { uniqueSuffix } from './support/unique.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a couple sets their reminders to go 21, 14 and 3 days before the deadline', async ({
  page,
  request,
}) => {
  await signInNewCouple(page, request, 'recordatorios');
  const weddingId = await createWedding(page, 'Lucía & Diego', `lucia-y-diego-${uniqueSuffix()}`);
  await giveWeddingPlan(request, weddingId, 'Clásico');
  const token = await clientToken(page);
  const api = coupleApi(request, token);
  await api.patch(`/weddings/${weddingId}/rsvp-deadline`, { rsvpDeadline: '2027-05-01' });

  await page.goto(`/dashboard/boda/${weddingId}/mensajes`);
  const panel = page.getByRole('region', { name: 'Recordatorios automáticos' });
  await expect(panel).toContainText('a partir de las 10:00 (hora de la Ciudad de México)');
  // Without the Cloud API (this run's API has none), the couple is told of the morning email.
  await expect(panel).toContainText('Esa mañana te enviamos un correo');
  const enabled = panel.getByRole('checkbox', { name: 'Enviar recordatorios automáticos' });
  await expect(enabled).not.toBeChecked();
  await enabled.check();
  await panel.getByRole('button', { name: '21 días' }).click();
  await expect(panel.getByRole('button', { name: '14 días', pressed: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: '3 días', pressed: true })).toBeVisible();
  // Three days chosen: a fourth waits.
  await expect(panel.getByRole('button', { name: '7 días' })).toBeDisabled();
  await expect(panel).toContainText(
    'Próximos recordatorios: sábado 10 de abril, sábado 17 de abril y miércoles 28 de abril.',
  );
  const save = panel.getByRole('button', { name: 'Guardar recordatorios' });
  await save.scrollIntoViewIfNeeded();
  const box = await save.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await save.click();
  await expect(page.getByText('Recordatorios guardados')).toBeVisible();

  await page.reload();
  await expect(enabled).toBeChecked();
  await expect(panel.getByRole('button', { name: '21 días', pressed: true })).toBeVisible();
  const saved = await request.get(`/v1/weddings/${weddingId}/reminder-schedule`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await saved.json()).toEqual({ enabled: true, daysBefore: [21, 14, 3] });
});

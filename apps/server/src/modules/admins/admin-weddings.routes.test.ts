import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invitationPlans } from '../../db/schema/plans.ts';
import { weddings } from '../../db/schema/weddings.ts';
import {
  expectAdminsOnly,
  insertNamedClient,
  insertNamedWedding,
  minute,
  newestFirstWithTie,
  staffGet,
  useStaffApp,
} from '../../test/admin-fixtures.ts';

type WeddingItem = { id: number; slug: string };
type WeddingPage = { weddings: WeddingItem[]; page: number; totalPages: number };

describe('staff list of weddings: GET /weddings', () => {
  const t = useStaffApp();

  const list = (query: string) => staffGet<WeddingPage>(t, `/weddings${query}`);
  const found = async (text: string) =>
    (await list(`?search=${encodeURIComponent(text)}`)).weddings.map((wedding) => wedding.id);

  it('pages 20 at a time, newest first (ties by id); past the last page is empty', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 23; n += 1) {
      const clientId = await insertNamedClient(t.app.db, { name: 'Lista', lastName: 'Bodas' });
      ids.push(
        await insertNamedWedding(t.app.db, clientId, {
          slug: `lista-bodas-${n}`,
          createdAt: minute(n === 1 ? 0 : n),
        }),
      );
    }
    const expected = newestFirstWithTie(ids);
    const first = await list('?search=lista-bodas');
    expect(first).toMatchObject({ page: 1, totalPages: 2 });
    expect(first.weddings.map((wedding) => wedding.id)).toEqual(expected.slice(0, 20));
    const second = await list('?search=lista-bodas&page=2');
    expect(second.weddings.map((wedding) => wedding.id)).toEqual(expected.slice(20));
    expect(await list('?search=lista-bodas&page=9')).toEqual({
      weddings: [],
      page: 9,
      totalPages: 2,
    });
    // Without a search every wedding is listed: at least these 23.
    expect((await list('')).totalPages).toBeGreaterThanOrEqual(2);
  });

  it('searches the name, the slug and the client’s name or email, ignoring case and accents', async () => {
    const clientId = await insertNamedClient(t.app.db, {
      name: 'Begoña',
      lastName: 'Íñiguez',
      email: 'bego.busca@example.com',
    });
    const weddingId = await insertNamedWedding(t.app.db, clientId, {
      name: 'Begoña & Ramón',
      slug: 'bego-y-ramon-2031',
    });
    await insertNamedWedding(t.app.db, await insertNamedClient(t.app.db), { name: 'Otra boda' });
    expect(await found('RAMON')).toEqual([weddingId]);
    expect(await found('ramón')).toEqual([weddingId]);
    expect(await found('y-ramon-20')).toEqual([weddingId]);
    expect(await found('begona iniguez')).toEqual([weddingId]);
    expect(await found('ÍÑIGUEZ')).toEqual([weddingId]);
    expect(await found('BEGO.BUSCA@')).toEqual([weddingId]);
    expect(await found('sin coincidencias')).toEqual([]);
  });

  it('answers each wedding with the columns of the table: slug, client, date, status, plan, created', async () => {
    const [classic] = await t.app.db
      .select({ id: invitationPlans.id, name: invitationPlans.name })
      .from(invitationPlans)
      .where(eq(invitationPlans.name, 'Clásico'));
    if (classic === undefined) throw new Error('the Clásico plan is not seeded');
    const clientId = await insertNamedClient(t.app.db, {
      name: 'Columnas',
      lastName: 'Boda',
      email: 'columnas.boda@example.com',
    });
    const weddingId = await insertNamedWedding(t.app.db, clientId, {
      name: 'Columnas',
      slug: 'columnas-boda',
      invitationPlanId: classic.id,
    });
    const [item] = (await list('?search=columnas-boda')).weddings;
    expect(item).toMatchObject({
      id: weddingId,
      slug: 'columnas-boda',
      name: 'Columnas',
      date: '2030-06-15T23:00:00.000Z',
      active: true,
      clientId,
      client: {
        id: clientId,
        name: 'Columnas',
        lastName: 'Boda',
        email: 'columnas.boda@example.com',
      },
      invitationPlan: classic,
    });
    expect(item).toHaveProperty('createdAt');
    // Deactivated by staff: the status column says so.
    await t.app.db
      .update(weddings)
      .set({ deactivatedAt: new Date() })
      .where(eq(weddings.id, weddingId));
    expect((await list('?search=columnas-boda')).weddings[0]).toMatchObject({ active: false });
  });

  it('is for admins only: a client or a promoter token is refused with 403', async () => {
    await expectAdminsOnly(t, [['GET', '/weddings']]);
  });
});

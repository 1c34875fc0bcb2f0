import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makePlan, makeWedding } from '../../../test/make-wedding.ts';
import { screen } from '../../../test/render-app.tsx';
import type { ThemeContent } from '@convite/invitation-renderer/theme';
import { makeTheme, openThemes, OWN_THEMES } from '../test/themes.ts';
import type { Theme } from '../api/themes.ts';

const card = (name: string) => screen.getByRole('article', { name });
const button = (name: string, inCard: string) =>
  within(card(inCard)).queryByRole('button', { name });

describe('themes tab', () => {
  it('gives each card the controls of its state, the published theme first and highlighted', async () => {
    openThemes();
    const own = await screen.findByRole('region', { name: 'Tus temas' });
    const cards = await within(own).findAllByRole('article');
    expect(cards.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Publicado dorado',
      'Copia de Etiqueta',
      'Terracota',
      'Playa',
    ]);

    // Published: Preview and Disable only, and it says so in words.
    expect(card('Publicado dorado')).toHaveClass('theme-card--published');
    expect(card('Publicado dorado')).toHaveTextContent(
      'Publicado. Es el tema que ven tus invitados.',
    );
    expect(button('Vista previa', 'Publicado dorado')).toBeEnabled();
    expect(button('Desactivar', 'Publicado dorado')).toBeEnabled();
    expect(button('Publicar', 'Publicado dorado')).toBeNull();
    expect(button('Eliminar', 'Publicado dorado')).toBeNull();
    expect(within(card('Publicado dorado')).queryByRole('group')).toBeNull();

    // A draft not made by AI: Publish and Delete, no question.
    expect(button('Publicar', 'Copia de Etiqueta')).toBeEnabled();
    expect(button('Eliminar', 'Copia de Etiqueta')).toBeEnabled();
    expect(button('Desactivar', 'Copia de Etiqueta')).toBeNull();
    expect(within(card('Copia de Etiqueta')).queryByRole('group')).toBeNull();

    // AI drafts: the question, never Delete; yes is off once pleased.
    const undecided = within(card('Terracota')).getByRole('group', {
      name: '¿Te gusta este tema?',
    });
    expect(within(undecided).getByRole('button', { name: 'Sí' })).toBeEnabled();
    expect(within(undecided).getByRole('button', { name: 'No' })).toBeEnabled();
    expect(button('Eliminar', 'Terracota')).toBeNull();
    expect(card('Terracota')).toHaveTextContent('Generado con IA');
    const pleased = within(card('Playa')).getByRole('group', { name: '¿Te gusta este tema?' });
    expect(within(pleased).getByRole('button', { name: 'Sí' })).toBeDisabled();
    expect(within(pleased).getByRole('button', { name: 'No' })).toBeEnabled();

    const publicList = screen.getByRole('region', { name: 'Temas públicos' });
    expect(within(publicList).getByRole('button', { name: 'Vista previa' })).toBeEnabled();
    expect(within(publicList).getByRole('button', { name: 'Descargar' })).toBeEnabled();
    expect(within(publicList).queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Crear con IA' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Editar el tema predeterminado' })).toBeEnabled();
    expect(screen.getByText('Máximo 5')).toBeInTheDocument();
  });

  it('turns "no" off once answered, and drops the question once an AI theme is published', async () => {
    openThemes({
      'GET /themes/by-wedding-id/{id}': {
        body: [
          makeTheme({ id: 12, name: 'Terracota', aiGenerated: true, status: 'published' }),
          makeTheme({ id: 15, name: 'Bosque', aiGenerated: true, pleased: false }),
        ],
      },
    });
    await screen.findByRole('article', { name: 'Terracota' });
    expect(within(card('Terracota')).queryByRole('group')).toBeNull();
    expect(button('Eliminar', 'Terracota')).toBeNull();
    const answered = within(card('Bosque')).getByRole('group', { name: '¿Te gusta este tema?' });
    expect(within(answered).getByRole('button', { name: 'Sí' })).toBeEnabled();
    expect(within(answered).getByRole('button', { name: 'No' })).toBeDisabled();
    expect(within(answered).getByRole('button', { name: 'No' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('publishes with its PATCH, shows the message and reloads both lists', async () => {
    const { api, app } = openThemes({
      'PATCH /themes/{id}/status': {
        body: { message: 'Tema publicado exitosamente', theme: makeTheme() },
      },
    });
    await screen.findByRole('article', { name: 'Copia de Etiqueta' });
    await app.user.click(button('Publicar', 'Copia de Etiqueta') as HTMLElement);
    expect(await screen.findByText('Tema publicado exitosamente')).toBeInTheDocument();
    expect(api.callsTo('PATCH /themes/{id}/status', { id: 11 })[0]?.body).toEqual({
      status: 'published',
    });
    await waitFor(() =>
      expect(api.callsTo('GET /themes/by-wedding-id/{id}', { id: 5 })).toHaveLength(2),
    );
    await waitFor(() => expect(api.callsTo('GET /themes/public')).toHaveLength(2));
  });

  it('disables the published theme and answers the question', async () => {
    const { api, app } = openThemes({
      'PATCH /themes/{id}/status': {
        body: { message: 'Tema desactivado exitosamente', theme: makeTheme() },
      },
      'PATCH /themes/{id}/pleased': {
        body: { message: 'Gracias por tu opinión', theme: makeTheme() },
      },
    });
    await screen.findByRole('article', { name: 'Publicado dorado' });
    await app.user.click(button('Desactivar', 'Publicado dorado') as HTMLElement);
    expect(await screen.findByText('Tema desactivado exitosamente')).toBeInTheDocument();
    expect(api.callsTo('PATCH /themes/{id}/status', { id: 14 })[0]?.body).toEqual({
      status: 'draft',
    });
    await app.user.click(button('No', 'Terracota') as HTMLElement);
    expect(await screen.findByText('Gracias por tu opinión')).toBeInTheDocument();
    expect(api.callsTo('PATCH /themes/{id}/pleased', { id: 12 })[0]?.body).toEqual({
      pleased: false,
    });
  });

  it('deletes only after the confirmation', async () => {
    const { api, app } = openThemes({
      'DELETE /themes/{id}': { body: { message: 'Tema eliminado exitosamente' } },
    });
    await screen.findByRole('article', { name: 'Copia de Etiqueta' });
    await app.user.click(button('Eliminar', 'Copia de Etiqueta') as HTMLElement);
    let dialog = screen.getByRole('dialog', { name: /eliminar el tema «Copia de Etiqueta»/ });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /themes/{id}', { id: 11 })).toHaveLength(0);

    await app.user.click(button('Eliminar', 'Copia de Etiqueta') as HTMLElement);
    dialog = screen.getByRole('dialog', { name: /eliminar el tema «Copia de Etiqueta»/ });
    await app.user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Tema eliminado exitosamente')).toBeInTheDocument();
    expect(api.callsTo('DELETE /themes/{id}', { id: 11 })).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("draws each card as the couple's invitation in that theme, each in its own shadow root", async () => {
    const gold = structuredClone(OWN_THEMES[0]?.content) as unknown as ThemeContent;
    gold.base.body = { ...gold.base.body, backgroundColor: '#1f2a44' };
    openThemes({
      'GET /themes/by-wedding-id/{id}': {
        body: [makeTheme({ id: 21, name: 'Marino', content: gold as unknown as Theme['content'] })],
      },
    });
    const miniature = (name: string) => {
      const root = card(name).querySelector('[data-testid="theme-miniature"]')?.shadowRoot;
      if (!root) throw new Error(`no miniature in ${name}`);
      return root;
    };
    await screen.findByRole('article', { name: 'Marino' });
    for (const [name, background] of [
      ['Marino', '#1f2a44'],
      ['Jardín', '#fbf8f1'],
    ] as const) {
      const root = miniature(name);
      // The couple's own names and the renderer's markup, with this theme's CSS only.
      expect(root.querySelector('h1.inv-header-names')).toHaveTextContent('Ana y Luis');
      expect(root.querySelector('.inv-root > style')?.textContent).toContain(
        `.inv-base-body{background-color:${background}`,
      );
      // A picture for the eyes: hidden from readers, and its links take no focus.
      const host = card(name).querySelector('.theme-miniature');
      expect(host).toHaveAttribute('aria-hidden', 'true');
      expect(card(name).querySelector('[inert]')).not.toBeNull();
    }
    // Only the overlay's preview is in the page's own tree.
    expect(document.querySelector('.inv-root')).toBeNull();

    // A tap on the picture opens the preview, as the card's button does.
    await userEvent.setup().click(card('Marino').querySelector('.theme-miniature') as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Vista previa de «Marino»' })).toBeInTheDocument();
  });

  it('draws no miniature for a design the renderer does not draw, only the page colour', async () => {
    openThemes({}, makeWedding({ design: { slug: 'jardin' } }));
    const jardin = await screen.findByRole('article', { name: 'Jardín' });
    expect(jardin.querySelector('.theme-miniature')).toHaveStyle({
      background: 'rgb(251, 248, 241)',
    });
    expect(jardin.querySelector('[data-testid="theme-miniature"]')).toBeNull();
  });

  it('downloads a public theme into the wedding', async () => {
    const { api, app } = openThemes({
      'POST /themes/from-public-theme': {
        status: 201,
        body: {
          message: 'Tema descargado exitosamente',
          theme: makeTheme({ id: 20, name: 'Jardín' }),
        },
      },
    });
    const download = await screen.findByRole('button', { name: 'Descargar' });
    // What it does, in words, before it is pressed.
    expect(download).toHaveAccessibleDescription(/no baja ningún archivo a tu dispositivo/);
    expect(download).toHaveAccessibleDescription(/copia del tema en «Tus temas», como borrador/);
    await app.user.click(download);
    expect(await screen.findByText('Tema descargado exitosamente')).toBeInTheDocument();
    expect(api.callsTo('POST /themes/from-public-theme')[0]?.body).toEqual({
      themeId: 90,
      weddingId: 5,
    });
  });

  it('disables every change while the wedding is inactive, and says why', async () => {
    openThemes({}, makeWedding({ active: false }));
    await screen.findByRole('article', { name: 'Copia de Etiqueta' });
    expect(
      screen.getByText(/Activa tu invitación para crear, editar y publicar temas/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear con IA' })).toBeDisabled();
    expect(button('Publicar', 'Copia de Etiqueta')).toBeDisabled();
    expect(button('Eliminar', 'Copia de Etiqueta')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Descargar' })).toBeDisabled();
    expect(button('Vista previa', 'Copia de Etiqueta')).toBeEnabled();
  });

  it('shows "not included" instead of the AI button for a plan without aiThemeCreation', async () => {
    openThemes({}, makeWedding({ invitationPlan: makePlan([{ slug: 'rsvpAdmin' }]) }));
    await screen.findByRole('article', { name: 'Copia de Etiqueta' });
    expect(screen.queryByRole('button', { name: 'Crear con IA' })).not.toBeInTheDocument();
    expect(screen.getByText('Crear temas con IA no está incluido en tu plan')).toBeInTheDocument();
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    openThemes();
    await screen.findByRole('article', { name: 'Publicado dorado' });
    expect(button('Preview', 'Publicado dorado')).toBeEnabled();
    expect(button('Disable', 'Publicado dorado')).toBeEnabled();
    expect(button('Publish', 'Copia de Etiqueta')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Create with AI' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit the default theme' })).toBeEnabled();
    expect(
      within(card('Terracota')).getByRole('group', { name: 'Do you like this theme?' }),
    ).toBeInTheDocument();
  });
});

describe('creation with AI', () => {
  it('counts the characters live and refuses an empty prompt without calling the server', async () => {
    const { api, app } = openThemes();
    await app.user.click(await screen.findByRole('button', { name: 'Crear con IA' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear un tema con IA' });
    const prompt = within(dialog).getByRole('textbox', { name: 'Describe tu tema' });
    expect(prompt).toHaveAttribute('maxlength', '300');
    expect(within(dialog).getByText('0/300')).toBeInTheDocument();
    await app.user.type(prompt, 'rústico café');
    expect(within(dialog).getByText('12/300')).toBeInTheDocument();

    await app.user.clear(prompt);
    await app.user.type(prompt, '   ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Generar tema' }));
    expect(within(dialog).getByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(
      await screen.findByText('Por favor llena todos los campos correctamente.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /themes/with-prompt')).toHaveLength(0);
  });

  it('sends the trimmed prompt, shows the message, closes and reloads the lists', async () => {
    const { api, app } = openThemes({
      'POST /themes/with-prompt': {
        status: 201,
        body: {
          message: 'Tema generado exitosamente',
          theme: makeTheme({ id: 30, aiGenerated: true }),
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Crear con IA' }));
    await app.user.type(
      screen.getByRole('textbox', { name: 'Describe tu tema' }),
      '  playa turquesa ',
    );
    await app.user.click(screen.getByRole('button', { name: 'Generar tema' }));
    expect(await screen.findByText('Tema generado exitosamente')).toBeInTheDocument();
    expect(api.callsTo('POST /themes/with-prompt')[0]?.body).toEqual({
      prompt: 'playa turquesa',
      weddingId: 5,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(api.callsTo('GET /themes/by-wedding-id/{id}', { id: 5 })).toHaveLength(2),
    );
  });

  it('shows the AI limit inside the modal and a field refusal under the prompt', async () => {
    const { app } = openThemes({
      'POST /themes/with-prompt': (_call, count) =>
        count === 1
          ? {
              status: 409,
              body: {
                code: 'plan_limit_reached',
                message: 'You have reached the limit of AI-generated themes.',
              },
            }
          : {
              status: 422,
              body: {
                code: 'validation_failed',
                message: 'Invalid',
                errors: { prompt: ['Máximo 300 caracteres.'] },
              },
            },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Crear con IA' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear un tema con IA' });
    await app.user.type(within(dialog).getByRole('textbox'), 'elegante negro y dorado');
    await app.user.click(within(dialog).getByRole('button', { name: 'Generar tema' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have reached the limit of AI-generated themes.',
    );
    // Once, where the couple is looking: not again in a snack.
    expect(screen.getAllByText('You have reached the limit of AI-generated themes.')).toHaveLength(
      1,
    );

    await app.user.click(within(dialog).getByRole('button', { name: 'Generar tema' }));
    expect(await within(dialog).findByText('Máximo 300 caracteres.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

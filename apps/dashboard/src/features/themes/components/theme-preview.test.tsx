import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makeWedding } from '../../../test/make-wedding.ts';
import { screen } from '../../../test/render-app.tsx';
import { makeTheme, openThemes } from '../test/themes.ts';

type Content = typeof ETIQUETA_THEME;

/** The theme CSS the renderer inlines in the preview. */
const previewCss = () =>
  document.querySelector('.theme-preview .inv-root > style')?.textContent ?? '';

async function openPreview(app: ReturnType<typeof openThemes>['app'], cardName: string) {
  const card = await screen.findByRole('article', { name: cardName });
  await app.user.click(within(card).getByRole('button', { name: 'Vista previa' }));
  return screen.getByRole('dialog', { name: `Vista previa de «${cardName}»` });
}

async function applyColor(
  app: ReturnType<typeof openThemes>['app'],
  dialog: HTMLElement,
  property: string,
  color: string,
) {
  await app.user.type(
    within(dialog).getByRole('textbox', { name: `${property} (hexadecimal)` }),
    color,
  );
  await app.user.click(within(dialog).getByRole('button', { name: `Aplicar ${property}` }));
}

describe('theme preview', () => {
  it("renders the couple's whole invitation with the theme, and the editor hides and comes back", async () => {
    const { app } = openThemes();
    const dialog = await openPreview(app, 'Copia de Etiqueta');
    expect(
      within(dialog).getByRole('heading', { level: 1, name: 'Ana y Luis' }),
    ).toBeInTheDocument();
    // Embedded: the dashboard's own <main> stays the only one.
    expect(dialog.querySelector('main')).toBeNull();
    expect(previewCss()).toContain('.inv-base-body{background-color:#fbf8f1');

    const editor = within(dialog).getByRole('complementary', { name: 'Editor de estilos' });
    expect(editor).toBeVisible();
    await app.user.click(within(dialog).getByRole('button', { name: 'Ocultar editor' }));
    expect(editor).not.toBeVisible();
    const toggle = within(dialog).getByRole('button', { name: 'Mostrar editor' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(editor).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Ocultar editor' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // The focus stays in the overlay: from its last control Tab wraps to the first, and back.
    const last = [
      ...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input'),
    ].at(-1);
    last?.focus();
    await app.user.tab();
    expect(within(dialog).getByRole('button', { name: 'Ocultar editor' })).toHaveFocus();
    await app.user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('opens on a phone with the editor closed, as a sheet under the invitation when asked', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: false, media: query }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { app } = openThemes();
      const dialog = await openPreview(app, 'Copia de Etiqueta');
      expect(matchMedia).toHaveBeenCalledWith('(min-width: 720px)');
      const editor = dialog.querySelector('aside');
      expect(editor).toHaveAttribute('aria-label', 'Editor de estilos');
      expect(editor).not.toBeVisible();
      expect(within(dialog).getByRole('heading', { level: 1, name: 'Ana y Luis' })).toBeVisible();
      await app.user.click(within(dialog).getByRole('button', { name: 'Mostrar editor' }));
      expect(editor).toBeVisible();
      // "Done", at the sheet's top, closes it by the thumb.
      await app.user.click(within(editor as HTMLElement).getByRole('button', { name: 'Listo' }));
      expect(editor).not.toBeVisible();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('applies a colour live and saves the edited content with updateThemeContent', async () => {
    const { api, app } = openThemes({
      'PATCH /themes/{id}/content': {
        body: { message: 'Tema guardado exitosamente', theme: makeTheme() },
      },
    });
    const dialog = await openPreview(app, 'Copia de Etiqueta');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();

    await applyColor(app, dialog, 'Color de fondo', '#123456');
    expect(previewCss()).toContain('.inv-base-body{background-color:#123456');
    expect(within(dialog).getByText('Cambios sin guardar')).toBeInTheDocument();
    expect(api.callsTo('PATCH /themes/{id}/content', { id: 11 })).toHaveLength(0);

    // A swatch of the wedding palette applies too.
    const text = within(dialog).getByRole('group', { name: 'Color del texto' });
    await app.user.click(within(text).getByRole('button', { name: 'Dorado antiguo #B08D57' }));
    expect(previewCss()).toMatch(/\.inv-base-body\{[^}]*color:#b08d57/);

    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tema guardado exitosamente')).toBeInTheDocument();
    const { content } = api.callsTo('PATCH /themes/{id}/content', { id: 11 })[0]?.body as {
      content: Content;
    };
    expect(content.base.body).toEqual({
      ...ETIQUETA_THEME.base.body,
      backgroundColor: '#123456',
      color: '#b08d57',
    });
    expect(content.events).toEqual(ETIQUETA_THEME.events);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(api.callsTo('GET /themes/by-wedding-id/{id}', { id: 5 })).toHaveLength(2),
    );
  });

  it('picks a style and sets its corner radius, and a background image as a url', async () => {
    const { app } = openThemes();
    const dialog = await openPreview(app, 'Copia de Etiqueta');
    await app.user.click(within(dialog).getByRole('button', { name: /^Estilo/ }));
    await app.user.click(screen.getByRole('option', { name: 'Esquinas de las tarjetas' }));
    await app.user.click(within(dialog).getByRole('button', { name: /^Redondeo de esquinas/ }));
    await app.user.click(screen.getByRole('option', { name: 'Completo (9999px)' }));
    expect(previewCss()).toContain('.inv-base-corner-radius-card{border-radius:9999px}');

    await app.user.click(within(dialog).getByRole('button', { name: /^Estilo/ }));
    await app.user.click(screen.getByRole('option', { name: 'Página' }));
    const image = within(dialog).getByRole('textbox', {
      name: 'Imagen de fondo (dirección https)',
    });
    await app.user.type(image, ' https://example.com/papel.jpg');
    expect(previewCss()).toContain('background-image:url("https://example.com/papel.jpg")');
    await app.user.clear(image);
    expect(previewCss()).not.toContain('papel.jpg');
  });

  it('refuses a colour that is not 3 or 6 hex digits', async () => {
    const { app } = openThemes();
    const dialog = await openPreview(app, 'Copia de Etiqueta');
    await applyColor(app, dialog, 'Color del borde', '#12');
    expect(within(dialog).getByText(/Escribe el color como # seguido de 6/)).toBeInTheDocument();
    expect(previewCss()).not.toContain('border-color:#12');
  });

  it('saves the edited default theme as a new theme with a font chosen from the list', async () => {
    const { api, app } = openThemes({
      'POST /themes/from-default': {
        status: 201,
        body: { message: 'Tema creado exitosamente', theme: makeTheme({ id: 40 }) },
      },
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Editar el tema predeterminado' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Vista previa de «Etiqueta (predeterminado)»',
    });
    const font = within(dialog).getByRole('group', { name: 'Tipografía' });
    await app.user.click(within(font).getByRole('button', { name: 'Cambiar tipografía' }));
    await app.user.click(within(font).getByRole('radio', { name: 'Cinzel' }));
    expect(previewCss()).not.toContain('@import');
    expect(previewCss()).toContain(
      ".inv-base-body{background-color:#fbf8f1;color:#4a3426;font-family:'Cinzel', serif",
    );

    await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Tema creado exitosamente')).toBeInTheDocument();
    const body = api.callsTo('POST /themes/from-default')[0]?.body as {
      weddingId: number;
      content: Content;
    };
    expect(body.weddingId).toBe(5);
    expect(body.content.base.body.fontFamily).toBe("'Cinzel', serif");
    expect(body.content.fontImport ?? null).toBeNull();
  });

  it('shows a public theme without editing', async () => {
    const { app } = openThemes();
    const dialog = await openPreview(app, 'Jardín');
    expect(within(dialog).getByText(/solo se pueden ver/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('complementary')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Ocultar editor' }),
    ).not.toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before discarding unsaved edits, and sends nothing', async () => {
    const { api, app } = openThemes();
    const dialog = await openPreview(app, 'Copia de Etiqueta');
    await applyColor(app, dialog, 'Color de fondo', '#000');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    const ask = screen.getByRole('dialog', { name: '¿Descartar los cambios sin guardar?' });
    await app.user.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    expect(previewCss()).toContain('.inv-base-body{background-color:#000');

    await app.user.keyboard('{Escape}');
    await app.user.click(
      within(screen.getByRole('dialog', { name: '¿Descartar los cambios sin guardar?' })).getByRole(
        'button',
        { name: 'Descartar' },
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);

    // Opened again, the theme is as stored.
    await openPreview(app, 'Copia de Etiqueta');
    expect(previewCss()).toContain('.inv-base-body{background-color:#fbf8f1');
  });

  it('offers no editing while the wedding is inactive, and says why', async () => {
    const { app } = openThemes({}, makeWedding({ active: false }));
    await app.user.click(
      await screen.findByRole('button', { name: 'Editar el tema predeterminado' }),
    );
    const dialog = screen.getByRole('dialog', {
      name: 'Vista previa de «Etiqueta (predeterminado)»',
    });
    expect(within(dialog).getByText(/Activa tu invitación/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('never sends a confirmation from the preview', async () => {
    const { api, app } = openThemes({}, makeWedding({ hasDigitalConfirmation: true }));
    const dialog = await openPreview(app, 'Copia de Etiqueta');
    const code = within(dialog).getByRole('textbox', { name: 'Código de invitación' });
    await app.user.type(code, 'AB12CD34{Enter}');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(
      within(dialog).getByRole('textbox', { name: 'Código de invitación' }),
    ).toBeInTheDocument();
  });

  it('reads in English, with the same controls', async () => {
    await i18n.changeLanguage('en');
    const { app } = openThemes();
    const card = await screen.findByRole('article', { name: 'Copia de Etiqueta' });
    await app.user.click(within(card).getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview of “Copia de Etiqueta”' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Hide editor' })).toBeInTheDocument();
    expect(within(dialog).getByRole('complementary', { name: 'Style editor' })).toBeVisible();
    await app.user.type(
      within(dialog).getByRole('textbox', { name: 'Border color (hexadecimal)' }),
      'blue',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Apply Border color' }));
    expect(within(dialog).getByText(/Write the color as # followed by 6/)).toBeInTheDocument();
    // The invitation follows the interface language.
    expect(dialog.querySelector('.inv-root')).toHaveAttribute('lang', 'en');
  });

  it('explains that only the Etiqueta design has a preview', async () => {
    const { app } = openThemes({}, makeWedding({ design: { slug: 'jardin' } }));
    const card = await screen.findByRole('article', { name: 'Copia de Etiqueta' });
    await app.user.click(within(card).getByRole('button', { name: 'Vista previa' }));
    const dialog = screen.getByRole('dialog', { name: 'Vista previa' });
    expect(dialog).toHaveTextContent('solo está disponible para el diseño Etiqueta');
    expect(dialog).toHaveTextContent('«jardin»');
    expect(document.querySelector('.inv-root')).toBeNull();
  });
});

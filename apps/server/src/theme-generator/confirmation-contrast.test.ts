// Issue 17: the guest's answer never misleads. Every state of the confirmation form (idle, hover,
// focus, chosen, chosen under a resting pointer, disabled) reads at AA in every theme a wedding can
// have: the public catalogue and the generator's. The colours are the theme's, combined as the page's
// CSS combines them (theme.ts in the renderer: hover only under a hovering pointer, the chosen style
// written after and over hover and focus; styles.css: the opacity of disabled controls).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ETIQUETA_THEME } from '@convite/invitation-renderer/theme';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, composite, contrastRatio, parseColor, type Rgba } from './contrast.ts';
import { generateEmbeddedTheme } from './embedded-generator.ts';
import { CURATED_LOOKS } from './public-themes.ts';
import { buildThemeContent } from './theme-builder.ts';

type Declarations = Record<string, unknown>;
type Theme = Record<string, Record<string, Declarations>>;

const styles = readFileSync(
  createRequire(import.meta.url).resolve('@convite/invitation-renderer/styles.css'),
  'utf8',
);
/** The opacity styles.css gives a rule's elements (1 when it sets none): disabled controls fade. */
function opacityOf(selector: string): number {
  const start = styles.indexOf(`${selector} {`);
  if (start === -1) throw new Error(`styles.css has no rule ${selector}`);
  const rule = styles.slice(start, styles.indexOf('}', start));
  return Number(/opacity:\s*([\d.]+)/.exec(rule)?.[1] ?? 1);
}
const DISABLED_CHOICE = opacityOf('.inv-fieldset:disabled .inv-choice');
const DISABLED_BUTTON = opacityOf('.inv-button:disabled');
const DISABLED_INPUT = opacityOf('.inv-input:disabled');

const color = (value: unknown): Rgba | null =>
  typeof value === 'string' ? parseColor(value) : null;
const background = (style: Declarations): Rgba | null =>
  color(style.backgroundColor) ?? color(style.background);

/** A control's text and background where it is painted (declarations later in the list win). */
function painted(behind: Rgba, fallbackText: Rgba, ...layers: (Declarations | undefined)[]) {
  let fill = behind;
  let text = fallbackText;
  for (const layer of layers) {
    if (!layer) continue;
    const own = background(layer);
    if (own) fill = composite(own, behind);
    text = color(layer.color) ?? text;
  }
  return { text: composite(text, fill), fill };
}

/** The same control drawn at an opacity over what is behind it. */
function faded({ text, fill }: { text: Rgba; fill: Rgba }, opacity: number, behind: Rgba) {
  return {
    text: composite({ ...text, a: opacity }, behind),
    fill: composite({ ...fill, a: opacity }, behind),
  };
}

/** Every state of the form's controls in one theme, as text/background pairs. */
function formStates(theme: Theme) {
  const base = theme.base ?? {};
  const form = theme.confirmation ?? {};
  const page = painted(parseColor('#ffffff') as Rgba, parseColor('#000000') as Rgba, base.body);
  const card = painted(page.fill, page.text, form.card);
  const on = (...layers: (Declarations | undefined)[]) => painted(card.fill, card.text, ...layers);
  const { option = {}, optionSelected = {}, button = {}, secondaryButton = {}, input = {} } = form;
  const hover = (style: Declarations) => style.hoverStyle as Declarations | undefined;
  const focus = (style: Declarations) => style.focusStyle as Declarations | undefined;
  const chosen = on(option, optionSelected);
  const idle = on(option);
  return {
    'option idle': idle,
    'option hover': on(option, hover(option)),
    'option focus': on(option, focus(option)),
    // The chosen style comes after hover and focus: a resting pointer leaves what it does not declare.
    'option chosen': chosen,
    'option chosen under the pointer': on(
      option,
      hover(option),
      focus(option),
      optionSelected,
      hover(optionSelected),
    ),
    'option disabled': faded(idle, DISABLED_CHOICE, card.fill),
    'option chosen, disabled': faded(chosen, DISABLED_CHOICE, card.fill),
    'send idle': on(button),
    'send hover': on(button, hover(button)),
    'send focus': on(button, focus(button)),
    'send disabled (sending)': faded(on(button), DISABLED_BUTTON, card.fill),
    'secondary idle': on(secondaryButton),
    'secondary hover': on(secondaryButton, hover(secondaryButton)),
    'input text': on(input),
    'input focus': on(input, focus(input)),
    'input disabled': faded(on(input), DISABLED_INPUT, card.fill),
    question: on(form.label),
    text: on(form.text),
    'thanks notice': on(base.success),
    'error notice': on(base.error),
  };
}

function issues(theme: Theme) {
  return Object.entries(formStates(theme)).flatMap(([state, { text, fill }]) => {
    const ratio = contrastRatio(text, fill);
    return ratio >= AA_CONTRAST ? [] : [`${state}: ${ratio.toFixed(2)}:1`];
  });
}

const publicThemes: [string, Theme][] = [
  ['Etiqueta', ETIQUETA_THEME as unknown as Theme],
  ...CURATED_LOOKS.map(({ name, look }): [string, Theme] => [
    name,
    buildThemeContent(look) as unknown as Theme,
  ]),
];
const generatedThemes: [string, Theme][] = [
  'boda en la playa, azul turquesa y arena',
  'elegante negro y dorado, noche de gala',
  'rústico con terracota y verde olivo',
  'pastel lavanda romántico',
].map((prompt) => [
  `generated: ${prompt}`,
  generateEmbeddedTheme({ prompt, language: 'es' }).content as unknown as Theme,
]);

describe('the confirmation form reads at AA in every state', () => {
  it.each([...publicThemes, ...generatedThemes])('%s', (_name, theme) => {
    expect(issues(theme)).toEqual([]);
  });

  it('would notice a chosen style that lets a hover background show through', () => {
    const theme = structuredClone(ETIQUETA_THEME) as unknown as Theme;
    const form = theme.confirmation as Record<string, Declarations>;
    form.optionSelected = { color: '#fbf8f1' };
    expect(issues(theme)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^option chosen under the pointer: 1\.\d+:1$/),
      ]),
    );
  });
});

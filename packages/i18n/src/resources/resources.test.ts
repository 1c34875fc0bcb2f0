// One parity test for every text of the product: each namespace of the apps and the API's texts
// (kept apart in server-texts so the apps' bundles do not carry them).
import { describe, expect, it } from 'vitest';
import { flattenKeys } from '../flatten-keys.ts';
import { serverTextsByLanguage } from '../server-texts/server-texts.ts';
import { NAMESPACES, resources } from './resources.ts';

type Tree = { [key: string]: string | Tree };

const TREES: readonly (readonly [string, Tree, Tree])[] = [
  ...NAMESPACES.map(
    (namespace) => [namespace, resources.es[namespace], resources.en[namespace]] as const,
  ),
  ['server', serverTextsByLanguage.es, serverTextsByLanguage.en],
];

function textAt(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
}

/** `'Hola {{name}}, {{ count }}'` → `['count', 'name']`. */
function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].sort();
}

describe.each(TREES)('texts of %s', (_name, es, en) => {
  it('has the same keys in Spanish and English', () => {
    expect(flattenKeys(en).sort()).toEqual(flattenKeys(es).sort());
  });

  it('has no empty text in either language', () => {
    for (const [language, tree] of [
      ['es', es],
      ['en', en],
    ] as const) {
      const empty = flattenKeys(tree).filter((key) => {
        const value = textAt(tree, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, language).toEqual([]);
    }
  });

  it('has the same {{placeholders}} in both languages', () => {
    const different = flattenKeys(es).filter((key) => {
      const spanish = placeholders(String(textAt(es, key)));
      const english = placeholders(String(textAt(en, key) ?? ''));
      return spanish.join() !== english.join();
    });
    expect(different).toEqual([]);
  });
});

it('covers every namespace of the apps and the server', () => {
  expect(TREES.map(([name]) => name)).toEqual([...NAMESPACES, 'server']);
});

it('keeps the exact Spanish and English validation texts of the specification', () => {
  expect(resources.es.validation.required).toBe('Este campo es obligatorio.');
  expect(resources.en.validation.required).toBe('This field is required.');
  expect(resources.es.validation.fillAllFields).toBe(
    'Por favor llena todos los campos correctamente.',
  );
  expect(resources.en.validation.fillAllFields).toBe('Please fill out all fields correctly.');
});

it('reads the placeholders of a text, spaced or formatted', () => {
  expect(placeholders('{{ b }} de {{a, number}} y {{b}}')).toEqual(['a', 'b']);
});

import { describe, expect, it } from 'vitest';
import { flattenKeys } from '../flatten-keys.ts';
import { NAMESPACES, resources } from './resources.ts';

describe('resources', () => {
  it.each(NAMESPACES)('namespace %s has the same keys in Spanish and English', (namespace) => {
    const es = flattenKeys(resources.es[namespace]).sort();
    const en = flattenKeys(resources.en[namespace]).sort();
    expect(en).toEqual(es);
  });

  it.each(NAMESPACES)('namespace %s has no empty text in either language', (namespace) => {
    for (const language of ['es', 'en'] as const) {
      const tree = resources[language][namespace] as Record<string, unknown>;
      const empty = flattenKeys(tree as never).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `${language}/${namespace}`).toEqual([]);
    }
  });

  it('keeps the exact Spanish and English validation texts of the specification', () => {
    expect(resources.es.validation.required).toBe('Este campo es obligatorio.');
    expect(resources.en.validation.required).toBe('This field is required.');
    expect(resources.es.validation.fillAllFields).toBe(
      'Por favor llena todos los campos correctamente.',
    );
    expect(resources.en.validation.fillAllFields).toBe('Please fill out all fields correctly.');
  });
});

// The theme content format is the contract's ThemeContent JSON Schema: every theme is checked against
// it before it is stored, whoever made it (a request body is already checked by the contract plugin;
// the AI generator's answers and the seeded themes are checked here).
import type { ErrorObject } from 'ajv';
import type { components } from '@convite/api/schema';
import { loadContract } from '../http/contract-document.ts';
import { validateAgainst } from '../http/contract-validation.ts';

export type ThemeContentDto = components['schemas']['ThemeContent'];

function themeContentSchema(): object {
  const schemas = (loadContract().document.components as { schemas: Record<string, object> })
    .schemas;
  const schema = schemas.ThemeContent;
  if (!schema) throw new Error('The contract has no ThemeContent schema');
  return schema;
}

/** Why the value is not a valid theme content (JSON pointers and Ajv messages); empty when it is. */
export function themeContentErrors(value: unknown): readonly ErrorObject[] {
  return validateAgainst(themeContentSchema(), value);
}

export function isThemeContent(value: unknown): value is ThemeContentDto {
  return themeContentErrors(value).length === 0;
}

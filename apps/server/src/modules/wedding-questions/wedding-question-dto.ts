import type { components } from '@convite/api/schema';
import type { WeddingQuestionRow } from '../../db/schema/households.ts';

export type WeddingQuestionDto = components['schemas']['WeddingQuestion'];

export function toWeddingQuestionDto(row: WeddingQuestionRow): WeddingQuestionDto {
  return {
    id: row.id,
    prompt: row.prompt,
    kind: row.kind,
    perPerson: row.perPerson,
    options: row.options,
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { messageTemplates, type MessageTemplateRow } from '../../db/schema/message-templates.ts';

export function createMessageTemplatesRepository(db: Db) {
  return {
    async ofWedding(weddingId: number): Promise<MessageTemplateRow[]> {
      return db.select().from(messageTemplates).where(eq(messageTemplates.weddingId, weddingId));
    },

    /** Writes the wedding's message of `kind` (one row each: a second save replaces the first). */
    async save(
      weddingId: number,
      template: Pick<MessageTemplateRow, 'kind' | 'language' | 'text'>,
    ): Promise<void> {
      await db
        .insert(messageTemplates)
        .values({ weddingId, ...template })
        .onConflictDoUpdate({
          target: [messageTemplates.weddingId, messageTemplates.kind],
          set: { language: template.language, text: template.text, updatedAt: sql`now()` },
        });
    },

    async remove(weddingId: number, kind: MessageTemplateRow['kind']): Promise<void> {
      await db
        .delete(messageTemplates)
        .where(and(eq(messageTemplates.weddingId, weddingId), eq(messageTemplates.kind, kind)));
    },
  };
}

export type MessageTemplatesRepository = ReturnType<typeof createMessageTemplatesRepository>;

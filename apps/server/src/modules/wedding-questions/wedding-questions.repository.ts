import { and, asc, eq, sql } from 'drizzle-orm';
import type { QuestionKind } from '@convite/rules/households';
import type { Db } from '../../db/database.ts';
import { guests } from '../../db/schema/guests.ts';
import {
  guestMembers,
  weddingQuestions,
  type WeddingQuestionRow,
} from '../../db/schema/households.ts';
import { notKept, planListReplacement } from '../../content-kit/ordered-list.ts';
import { lockWeddingRow } from '../../content-kit/wedding-row-lock.ts';

/** A question of a new list: `id` keeps a question of the wedding (and its answers). */
export type QuestionToSave = {
  id?: number;
  prompt: string;
  kind: QuestionKind;
  perPerson: boolean;
  options: string[];
};

/** A kept question's id is not one of the wedding's questions (another's, or removed meanwhile). */
export class UnknownQuestionError extends Error {
  constructor() {
    super("not one of the wedding's questions");
    this.name = 'UnknownQuestionError';
  }
}

const sameOptions = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((option, index) => option === b[index]);

/** Removes the answers to the removed questions, from the invitations and from their people. */
async function forgetAnswers(tx: Db, weddingId: number, removedIds: readonly number[]) {
  if (removedIds.length === 0) return;
  const keys = sql`array[${sql.join(
    removedIds.map((id) => sql`${String(id)}`),
    sql`, `,
  )}]::text[]`;
  await tx
    .update(guests)
    .set({ answers: sql`${guests.answers} - ${keys}` })
    .where(and(eq(guests.weddingId, weddingId), sql`${guests.answers} ?| ${keys}`));
  await tx.execute(sql`
    update ${guestMembers} set answers = ${guestMembers.answers} - ${keys}
    from ${guests}
    where ${guests.id} = ${guestMembers.guestId} and ${guests.weddingId} = ${weddingId}
      and ${guestMembers.answers} ?| ${keys}`);
}

export function createWeddingQuestionsRepository(db: Db) {
  function questionsOf(tx: Db, weddingId: number): Promise<WeddingQuestionRow[]> {
    return tx
      .select()
      .from(weddingQuestions)
      .where(eq(weddingQuestions.weddingId, weddingId))
      .orderBy(asc(weddingQuestions.position), asc(weddingQuestions.id));
  }

  return {
    /** The wedding's questions, in order. */
    list: (weddingId: number) => questionsOf(db, weddingId),

    /**
     * Replaces the wedding's questions with `questions`, in their order, in one transaction: a
     * question kept by its id keeps it (answers are stored by question id, so they stay; a removed
     * question's answers go with it), one without an id is added. Throws
     * UnknownQuestionError, writing nothing, when an id is not the wedding's. Answers the new list.
     */
    async replace(
      weddingId: number,
      questions: readonly QuestionToSave[],
    ): Promise<WeddingQuestionRow[]> {
      return db.transaction(async (tx) => {
        // Two saves of one wedding's list run one after the other: each sees what the other left.
        await lockWeddingRow(tx, weddingId);
        const plan = planListReplacement(await questionsOf(tx, weddingId), questions);
        if (plan === null) throw new UnknownQuestionError();

        await tx
          .delete(weddingQuestions)
          .where(
            and(
              eq(weddingQuestions.weddingId, weddingId),
              notKept(weddingQuestions.id, plan.keptIds),
            ),
          );
        await forgetAnswers(tx, weddingId, plan.removedIds);
        const added: (typeof weddingQuestions.$inferInsert)[] = [];
        for (const { item: question, position, kept } of plan.placed) {
          const values = {
            position,
            prompt: question.prompt,
            kind: question.kind,
            perPerson: question.perPerson,
            options: question.options,
          };
          if (kept === undefined) {
            added.push({ weddingId, ...values });
          } else if (
            kept.position !== values.position ||
            kept.prompt !== values.prompt ||
            kept.kind !== values.kind ||
            kept.perPerson !== values.perPerson ||
            !sameOptions(kept.options, values.options)
          ) {
            await tx.update(weddingQuestions).set(values).where(eq(weddingQuestions.id, kept.id));
          }
        }
        if (added.length > 0) await tx.insert(weddingQuestions).values(added);
        return questionsOf(tx, weddingId);
      });
    },
  };
}

export type WeddingQuestionsRepository = ReturnType<typeof createWeddingQuestionsRepository>;

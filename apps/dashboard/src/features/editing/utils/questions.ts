import { MAX_QUESTION_OPTIONS, MAX_QUESTIONS, type QuestionKind } from '@convite/rules/households';
import type { components } from '@convite/api/schema';
import type { WeddingQuestion } from '../../../lib/wedding-questions.ts';
import { newDraftKey, rowProblems, type RowProblem } from './ordered-drafts.ts';

type QuestionsRequest = components['schemas']['WeddingQuestionsRequest'];

/** A question's prompt and a choice's option are at most this long (the contract's request). */
export const PROMPT_MAX_LENGTH = 200;
export const OPTION_MAX_LENGTH = 60;
/** A choice question offers at least this many options. */
export const MIN_QUESTION_OPTIONS = 2;

export type OptionDraft = { key: string; text: string };

/** A question of the editor, as typed; a choice's options stay while another kind is tried. */
export type QuestionDraft = {
  key: string;
  id: number | null;
  prompt: string;
  kind: QuestionKind;
  perPerson: boolean;
  options: OptionDraft[];
};

export type QuestionProblems = {
  isPromptBlank: boolean;
  /** A choice question with fewer than two options. */
  hasFewOptions: boolean;
  /** By option key: blank, or the same as an earlier option. */
  options: Map<string, RowProblem>;
};

const newOption = (text = ''): OptionDraft => ({ key: newDraftKey(), text });

/** The saved questions as the editor's drafts. */
export function questionDrafts(questions: readonly WeddingQuestion[]): QuestionDraft[] {
  return questions.map((question) => ({
    key: `question-${question.id}`,
    id: question.id,
    prompt: question.prompt,
    kind: question.kind,
    perPerson: question.perPerson,
    options: question.options.map((text) => newOption(text)),
  }));
}

/** A new question: a yes-or-no one asked once per invitation unless told otherwise. */
export function newQuestionDraft(
  question: Partial<Pick<QuestionDraft, 'prompt' | 'kind' | 'perPerson'>> = {},
): QuestionDraft {
  const kind = question.kind ?? 'yesNo';
  return {
    key: newDraftKey(),
    id: null,
    prompt: question.prompt ?? '',
    kind,
    perPerson: question.perPerson ?? false,
    options: kind === 'choice' ? [newOption(), newOption()] : [],
  };
}

/** The question with another kind; a choice gets two empty options to fill if it had none. */
export function withKind(draft: QuestionDraft, kind: QuestionKind): QuestionDraft {
  const needsOptions = kind === 'choice' && draft.options.length === 0;
  return { ...draft, kind, options: needsOptions ? [newOption(), newOption()] : draft.options };
}

export function withOptionAdded(draft: QuestionDraft): QuestionDraft {
  if (draft.options.length >= MAX_QUESTION_OPTIONS) return draft;
  return { ...draft, options: [...draft.options, newOption()] };
}

export function withOptionRemoved(draft: QuestionDraft, key: string): QuestionDraft {
  return { ...draft, options: draft.options.filter((option) => option.key !== key) };
}

export function withOptionText(draft: QuestionDraft, key: string, text: string): QuestionDraft {
  return {
    ...draft,
    options: draft.options.map((option) => (option.key === key ? { ...option, text } : option)),
  };
}

/** What keeps a question from being saved (a choice's options count only for a choice). */
export function questionProblems(draft: QuestionDraft): QuestionProblems {
  const options =
    draft.kind === 'choice'
      ? rowProblems(draft.options, (option) => option.text)
      : new Map<string, RowProblem>();
  return {
    isPromptBlank: draft.prompt.trim() === '',
    hasFewOptions: draft.kind === 'choice' && draft.options.length < MIN_QUESTION_OPTIONS,
    options,
  };
}

export function hasProblems(problems: QuestionProblems): boolean {
  return problems.isPromptBlank || problems.hasFewOptions || problems.options.size > 0;
}

/** The request's questions: trimmed, in order, options only for a choice. */
export function questionsInput(drafts: readonly QuestionDraft[]): QuestionsRequest['questions'] {
  return drafts.map((draft) => ({
    ...(draft.id === null ? {} : { id: draft.id }),
    prompt: draft.prompt.trim(),
    kind: draft.kind,
    perPerson: draft.perPerson,
    options: draft.kind === 'choice' ? draft.options.map((option) => option.text.trim()) : [],
  }));
}

/** Whether the drafts are the saved questions: what saving them would send is what is saved. */
export function isSavedQuestions(
  drafts: readonly QuestionDraft[],
  saved: readonly WeddingQuestion[],
): boolean {
  const input = questionsInput(drafts);
  return (
    input.length === saved.length &&
    input.every((question, index) => {
      const current = saved[index];
      return (
        current !== undefined &&
        question.id === current.id &&
        question.prompt === current.prompt &&
        question.kind === current.kind &&
        question.perPerson === current.perPerson &&
        (question.options ?? []).join('\n') === current.options.join('\n')
      );
    })
  );
}

/** Whether a saved question is missing from the drafts (its answers go when saving). */
export function removesSavedQuestion(
  drafts: readonly QuestionDraft[],
  saved: readonly WeddingQuestion[],
): boolean {
  const kept = new Set(drafts.map((draft) => draft.id));
  return saved.some((question) => !kept.has(question.id));
}

export function hasRoomForQuestion(drafts: readonly QuestionDraft[]): boolean {
  return drafts.length < MAX_QUESTIONS;
}

import { fill, serverTexts, type LocalizedText } from '@convite/i18n/server-texts';
import { MAX_QUESTION_OPTIONS, MAX_QUESTIONS, type QuestionKind } from '@convite/rules/households';
import { InvalidFieldsError } from '../../domain/errors.ts';
import { editableWedding, type WeddingAccess } from '../../content-kit/wedding-access.ts';
import { toWeddingQuestionDto, type WeddingQuestionDto } from './wedding-question-dto.ts';
import {
  UnknownQuestionError,
  type QuestionToSave,
  type WeddingQuestionsRepository,
} from './wedding-questions.repository.ts';

/** A choice question offers at least this many options. */
const MIN_QUESTION_OPTIONS = 2;
/** How much of a prompt a refusal quotes to say which question it means. */
const QUOTED_PROMPT_LENGTH = 40;

export type QuestionInput = {
  id?: number;
  prompt: string;
  kind: QuestionKind;
  perPerson?: boolean;
  options?: readonly string[];
};

export type WeddingQuestionsServiceDeps = {
  access: WeddingAccess;
  questions: WeddingQuestionsRepository;
};

const texts = serverTexts.weddingQuestions;

/** Options compared as guests read them: "Sí" and " sí " are the same choice. */
const sameText = (text: string) => text.normalize('NFC').toLocaleLowerCase('es');

/** "Pregunta 2 («¿Vienes en autobús?»)": which question a refusal is about. */
function questionLabel(number: number, prompt: string): LocalizedText {
  if (prompt === '') return fill(texts.question, { number });
  const quoted =
    prompt.length > QUOTED_PROMPT_LENGTH ? `${prompt.slice(0, QUOTED_PROMPT_LENGTH)}…` : prompt;
  return fill(texts.questionWithPrompt, { number, prompt: quoted });
}

/** The problems of one question (numbered from 1 in the messages), none when it can be saved. */
function questionProblems(question: QuestionToSave, number: number): LocalizedText[] {
  const problems: LocalizedText[] = [];
  const label = questionLabel(number, question.prompt);
  const say = (text: LocalizedText, values: Record<string, string | number> = {}) =>
    problems.push(fill(text, { ...values, question: label }));
  if (question.prompt === '') say(texts.promptRequired);
  if (question.kind !== 'choice') {
    if (question.options.length > 0) say(texts.optionsNotAllowed);
    return problems;
  }
  if (question.options.some((option) => option === '')) say(texts.optionRequired);
  const seen = new Set<string>();
  let repeated: string | null = null;
  for (const option of question.options.filter((candidate) => candidate !== '')) {
    if (seen.has(sameText(option))) repeated ??= option;
    seen.add(sameText(option));
  }
  if (repeated !== null) say(texts.repeatedOption, { option: repeated });
  const count = question.options.length;
  if (count < MIN_QUESTION_OPTIONS || count > MAX_QUESTION_OPTIONS) {
    say(texts.choiceOptionsCount, { min: MIN_QUESTION_OPTIONS, max: MAX_QUESTION_OPTIONS });
  }
  return problems;
}

/**
 * The list as stored: at most MAX_QUESTIONS, prompts and options trimmed; a prompt is required, a
 * choice question has 2..MAX_QUESTION_OPTIONS distinct non-blank options, the other kinds none; an
 * id at most once. Every problem is reported under `questions` (422), naming its question.
 */
export function normalizeQuestions(questions: readonly QuestionInput[]): QuestionToSave[] {
  const problems: LocalizedText[] = [];
  if (questions.length > MAX_QUESTIONS) problems.push(fill(texts.tooMany, { max: MAX_QUESTIONS }));
  const normalized = questions.map((question): QuestionToSave => ({
    ...(question.id === undefined ? {} : { id: question.id }),
    prompt: question.prompt.trim(),
    kind: question.kind,
    perPerson: question.perPerson ?? false,
    options: (question.options ?? []).map((option) => option.trim()),
  }));
  normalized.forEach((question, index) => problems.push(...questionProblems(question, index + 1)));
  const ids = normalized.flatMap((question) => (question.id === undefined ? [] : [question.id]));
  if (new Set(ids).size !== ids.length) problems.push(texts.unknownQuestion);
  if (problems.length > 0) throw new InvalidFieldsError({ questions: problems });
  return normalized;
}

/** The couple's own questions: read by the owner (while inactive too), written while active. */
export function createWeddingQuestionsService(deps: WeddingQuestionsServiceDeps) {
  return {
    async get(clientId: number, weddingId: number): Promise<{ questions: WeddingQuestionDto[] }> {
      const wedding = await deps.access.ownedWedding(clientId, weddingId);
      const rows = await deps.questions.list(wedding.id);
      return { questions: rows.map(toWeddingQuestionDto) };
    },

    async update(
      clientId: number,
      weddingId: number,
      questions: readonly QuestionInput[],
    ): Promise<{ questions: WeddingQuestionDto[] }> {
      const wedding = await editableWedding(deps.access, clientId, weddingId);
      const list = normalizeQuestions(questions);
      try {
        const rows = await deps.questions.replace(wedding.id, list);
        return { questions: rows.map(toWeddingQuestionDto) };
      } catch (error) {
        if (!(error instanceof UnknownQuestionError)) throw error;
        throw InvalidFieldsError.field('questions', texts.unknownQuestion);
      }
    },
  };
}

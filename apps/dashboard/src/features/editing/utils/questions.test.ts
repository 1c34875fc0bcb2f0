import { describe, expect, it } from 'vitest';
import {
  hasProblems,
  hasRoomForQuestion,
  isSavedQuestions,
  newQuestionDraft,
  questionDrafts,
  questionProblems,
  questionsInput,
  removesSavedQuestion,
  withKind,
  withOptionAdded,
  withOptionRemoved,
  withOptionText,
} from './questions.ts';

const SAVED = [
  {
    id: 1,
    prompt: '¿Brindas con?',
    kind: 'choice' as const,
    perPerson: true,
    options: ['Tequila', 'Mezcal'],
  },
  { id: 2, prompt: '¿Transporte?', kind: 'yesNo' as const, perPerson: false, options: [] },
];

describe('the questions editor’s rules', () => {
  it('reads the saved questions back as saved, and notices any change', () => {
    const drafts = questionDrafts(SAVED);
    expect(isSavedQuestions(drafts, SAVED)).toBe(true);
    expect(isSavedQuestions([...drafts].reverse(), SAVED)).toBe(false);
    const [choice, yesNo] = drafts;
    if (!choice || !yesNo) throw new Error('two drafts');
    expect(isSavedQuestions([{ ...choice, prompt: ' ¿Brindas con? ' }, yesNo], SAVED)).toBe(true);
    expect(isSavedQuestions([{ ...choice, perPerson: false }, yesNo], SAVED)).toBe(false);
    const renamed = withOptionText(choice, choice.options[1]?.key ?? '', 'Vino');
    expect(isSavedQuestions([renamed, yesNo], SAVED)).toBe(false);
    // Options typed into a yes-or-no question are never sent: nothing changed.
    expect(isSavedQuestions([choice, withOptionAdded(withKind(yesNo, 'yesNo'))], SAVED)).toBe(true);
  });

  it('gives a new choice two empty options and keeps typed ones across kinds', () => {
    expect(newQuestionDraft().options).toEqual([]);
    const choice = withKind(newQuestionDraft({ prompt: '¿Qué?' }), 'choice');
    expect(choice.options).toHaveLength(2);
    const typed = withOptionText(choice, choice.options[0]?.key ?? '', 'A');
    expect(
      withKind(withKind(typed, 'text'), 'choice').options.map((option) => option.text),
    ).toEqual(['A', '']);
    expect(questionsInput([withKind(typed, 'text')])[0]?.options).toEqual([]);
  });

  it('names what keeps a question from saving', () => {
    const blank = newQuestionDraft();
    expect(questionProblems(blank)).toMatchObject({ isPromptBlank: true, hasFewOptions: false });
    expect(hasProblems(questionProblems(newQuestionDraft({ prompt: '¿Vienes?' })))).toBe(false);
    let choice = withKind(newQuestionDraft({ prompt: '¿Brindas con?' }), 'choice');
    const [first, second] = choice.options.map((option) => option.key);
    choice = withOptionText(withOptionText(choice, first ?? '', 'Mezcal'), second ?? '', ' mezcal');
    expect([...questionProblems(choice).options.entries()]).toEqual([[second, 'repeated']]);
    choice = withOptionRemoved(choice, second ?? '');
    expect(questionProblems(choice)).toMatchObject({ hasFewOptions: true });
    expect(hasProblems(questionProblems(withOptionText(withOptionAdded(choice), '', 'x')))).toBe(
      true,
    );
  });

  it('stops at eight options and five questions, and sees a saved question removed', () => {
    let choice = withKind(newQuestionDraft(), 'choice');
    for (let count = 0; count < 10; count += 1) choice = withOptionAdded(choice);
    expect(choice.options).toHaveLength(8);
    const four = Array.from({ length: 4 }, () => newQuestionDraft());
    expect(hasRoomForQuestion(four)).toBe(true);
    expect(hasRoomForQuestion([...four, newQuestionDraft()])).toBe(false);
    expect(removesSavedQuestion(questionDrafts(SAVED).slice(1), SAVED)).toBe(true);
    expect(removesSavedQuestion([...questionDrafts(SAVED), newQuestionDraft()], SAVED)).toBe(false);
  });

  it('sends the questions trimmed, kept ones by id', () => {
    const [choice] = questionDrafts(SAVED);
    if (!choice) throw new Error('a draft');
    expect(
      questionsInput([
        { ...choice, prompt: ' ¿Brindas con? ' },
        newQuestionDraft({ prompt: ' ¿Y? ', kind: 'text', perPerson: true }),
      ]),
    ).toEqual([
      {
        id: 1,
        prompt: '¿Brindas con?',
        kind: 'choice',
        perPerson: true,
        options: ['Tequila', 'Mezcal'],
      },
      { prompt: '¿Y?', kind: 'text', perPerson: true, options: [] },
    ]);
  });
});

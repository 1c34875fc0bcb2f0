import { expect, it } from 'vitest';
import { JobAttemptError } from './jobs.ts';

it('keeps an attempt’s error message and code, with no email address anywhere', () => {
  const refusal = Object.assign(
    new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <ana.luna@example.com>"),
    {
      code: 'EENVELOPE',
      rejected: ['ana.luna@example.com'],
      response: '550 <ana.luna@example.com>',
    },
  );
  const failure = new JobAttemptError(refusal);
  expect(failure.message).toBe(
    "Can't send mail - all recipients were rejected: 550 5.1.1 <[email]>",
  );
  expect(failure.code).toBe('EENVELOPE');
  expect(
    JSON.stringify({ ...failure, message: failure.message, stack: failure.stack }),
  ).not.toContain('ana.luna');
});

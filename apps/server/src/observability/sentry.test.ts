// What a Sentry event keeps of a failed request: its method and path, the error's type and stack;
// never the body, cookies, headers, query string, user, breadcrumbs or a failed query's parameters.
import type { ErrorEvent } from '@sentry/node';
import { expect, test } from 'vitest';
import { withoutPersonalData } from './sentry.ts';

test('an event leaves with nothing of the request or the person but the method and path', () => {
  const event: ErrorEvent = {
    type: undefined,
    user: { email: 'rosa@example.com', ip_address: '198.51.100.7' },
    breadcrumbs: [{ message: 'guest Rosa Pérez answered' }],
    extra: { body: { message: 'Llegamos tarde' } },
    request: {
      method: 'POST',
      url: 'https://api.convite.mx/v1/public/invitations/ana-y-luis/confirmation?code=SECRETO1',
      data: { code: 'SECRETO1', message: 'Llegamos tarde' },
      cookies: { session: 'abc' },
      headers: { authorization: 'Bearer abc' },
      query_string: 'code=SECRETO1',
    },
    exception: {
      values: [
        { type: 'DrizzleQueryError', value: 'Failed query: update guests\nparams: Rosa,555' },
      ],
    },
  };

  const sent = JSON.stringify(withoutPersonalData(event));

  for (const personal of [
    'SECRETO1',
    'rosa@',
    '198.51.100.7',
    'Rosa',
    'Llegamos',
    'Bearer',
    '555',
  ]) {
    expect(sent).not.toContain(personal);
  }
  expect(sent).toContain('/v1/public/invitations/ana-y-luis/confirmation');
  expect(sent).toContain('Failed query: update guests');
});

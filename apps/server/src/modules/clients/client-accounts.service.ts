// Client accounts as other modules reach them: auth signs clients up and in, admins verify them, and
// a new wedding needs a verified owner. Rows, not DTOs (auth checks the password hash): client-dto.ts
// shows them.
import {
  createClientsRepository,
  DuplicateEmailError,
  type ClientsRepository,
  type ClientWithWeddings,
} from './clients.repository.ts';

export { DuplicateEmailError, type ClientWithWeddings };

/** `create` throws DuplicateEmailError when the email (case-insensitively) is taken. */
export type ClientAccounts = Pick<
  ClientsRepository,
  'findById' | 'findByEmail' | 'findByGoogleSubject' | 'create' | 'markVerified' | 'linkGoogle'
>;

/** Over the database handle of the caller's routes plugin (services do not import src/db). */
export function createClientAccounts(
  db: Parameters<typeof createClientsRepository>[0],
): ClientAccounts {
  return createClientsRepository(db);
}

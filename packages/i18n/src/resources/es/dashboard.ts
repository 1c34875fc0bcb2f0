// The couples' app's texts, one file a part of it in dashboard/; this assembles the namespace.
import { landingTexts } from './dashboard/landing.ts';
import { authTexts } from './dashboard/auth.ts';
import { weddingsTexts } from './dashboard/weddings.ts';
import { activationTexts } from './dashboard/activation.ts';
import { editingTexts } from './dashboard/editing.ts';
import { messagesTexts } from './dashboard/messages.ts';
import { remindersTexts } from './dashboard/reminders.ts';
import { guestsTexts } from './dashboard/guests.ts';
import { themesTexts } from './dashboard/themes.ts';
import { seatingTexts } from './dashboard/seating.ts';
import { accountTexts } from './dashboard/account.ts';
import { doorTexts } from './dashboard/door.ts';
import { terms } from './terms.ts';

export const dashboard = {
  ...landingTexts,
  ...authTexts,
  ...weddingsTexts,
  ...activationTexts,
  ...editingTexts,
  ...messagesTexts,
  ...remindersTexts,
  ...guestsTexts,
  ...themesTexts,
  ...seatingTexts,
  ...accountTexts,
  ...doorTexts,
  terms,
};

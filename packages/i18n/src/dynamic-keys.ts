/**
 * Keys the code builds at run time (so a source scan cannot find them), as `namespace:key.path`, or a
 * family of them as `namespace:prefix.*`: one key per value of a closed set (a status, a kind), each
 * picked by that value. The unused-key test treats these as used; keep the list short and explain
 * each entry.
 */
export const DYNAMIC_KEYS: readonly string[] = [
  // A WhatsApp Cloud API message's status (queued, sent, delivered, read, failed): its label, and
  // what the couple is told after sending.
  'dashboard:guests.whatsAppApi.statuses.*',
  'dashboard:guests.whatsAppApi.result.*',
  // The couple's messages: by kind (invitation, reminder, pass), language, placeholder, and the problems
  // of a template (the rule's codes); the walkthrough's titles and empty states by kind, and why a
  // guest is left out.
  'dashboard:messages.kinds.*',
  'dashboard:messages.languages.*',
  'dashboard:messages.placeholders.*',
  'dashboard:messages.problems.*',
  'dashboard:messages.defaults.*',
  'dashboard:messages.walkthrough.invitationTitle',
  'dashboard:messages.walkthrough.reminderTitle',
  'dashboard:messages.walkthrough.passTitle',
  'dashboard:messages.walkthrough.noneInvitation',
  'dashboard:messages.walkthrough.noneReminder',
  'dashboard:messages.walkthrough.nonePass',
  'dashboard:messages.walkthrough.reasons.*',
  // A failed job's name in the admin console (the engine's queue names).
  'admin:jobs.names.*',
  // A payment's method (card, oxxo, spei) in the checkout and the admin console, the outcome of each
  // test card of the embedded gateway, and the step a pending card payment waits for.
  'dashboard:activation.checkout.methods.*',
  'dashboard:activation.checkout.testCardList.*',
  'admin:payments.methods.*',
  'admin:payments.steps.*',
  // A payment's status, its dispute's and why a commission was reversed (refunds and disputes).
  'admin:payments.statuses.*',
  'admin:payments.disputeStatuses.*',
  'admin:payments.reversalReasons.*',
  // What became of a charge that came after its payment failed (applied, refund_due, refunded).
  'admin:payments.lateCharges.*',
  // A dress-code icon's name by its reference slug (long, cocktail, short, suit, tuxedo, tie,
  // guayabera: migration 0001), on the guest's page in the guest's language.
  'invitation:dressCode.icons.*',
  // The SAT's catalogs by code (@convite/rules/cfdi): the invoice form's lists, staff's detail.
  'common:cfdi.taxRegimes.*',
  'common:cfdi.cfdiUses.*',
];

/** Whether `key` of `namespace` is named by DYNAMIC_KEYS, one by one or in a family. */
export function isDynamicKey(namespace: string, key: string): boolean {
  const full = `${namespace}:${key}`;
  return DYNAMIC_KEYS.some((entry) =>
    entry.endsWith('.*') ? full.startsWith(entry.slice(0, -1)) : entry === full,
  );
}

// Each kind of signed token has its own key, derived from the session secret, so a token of one kind
// never passes for another. The key is made a KeyObject once: on Node 24, createHmac given a Buffer
// imports it anew on every call (13–16 µs a MAC, against 3 µs from a KeyObject), and a guest's pass
// is signed on every GET and answer.
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

export function derivedKey(sessionSecret: string, purpose: string): KeyObject {
  return createSecretKey(createHmac('sha256', sessionSecret).update(purpose).digest());
}

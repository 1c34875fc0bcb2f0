// The password rule (section 5 of the specification), checked by the sign-up and reset forms as the
// couple types and by the API. Letters are any script's (ñ, é count), as a Spanish speaker expects.

/** The special characters the rule accepts. */
export const PASSWORD_SPECIALS = '.@$!%*?&/';
const PASSWORD_MIN_LENGTH = 8;

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';
export const PASSWORD_RULES: readonly PasswordRule[] = [
  'length',
  'lowercase',
  'uppercase',
  'digit',
  'special',
];

/** Each part of the rule on its own, for a checklist beside the field. */
export function checkPassword(password: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH,
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    digit: /\d/.test(password),
    special: [...PASSWORD_SPECIALS].some((character) => password.includes(character)),
  };
}

/** At least 8 characters with a lowercase letter, an uppercase letter, a digit and one of `. @ $ ! % * ? & /`. */
export function isStrongPassword(password: string): boolean {
  return Object.values(checkPassword(password)).every(Boolean);
}

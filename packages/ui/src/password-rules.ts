/** The special characters the password rule accepts (section 5 of the specification). */
export const PASSWORD_SPECIALS = '.@$!%*?&/';

export type PasswordRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';
export const PASSWORD_RULES: readonly PasswordRule[] = [
  'length',
  'lowercase',
  'uppercase',
  'digit',
  'special',
];

export function checkPassword(password: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= 8,
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: [...PASSWORD_SPECIALS].some((character) => password.includes(character)),
  };
}

export function isStrongPassword(password: string): boolean {
  return Object.values(checkPassword(password)).every(Boolean);
}

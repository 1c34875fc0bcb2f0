import type { validation as es } from '../es/validation.ts';

export const validation: typeof es = {
  required: 'This field is required.',
  email: 'Invalid email address.',
  password: 'Invalid password.',
  passwordMismatch: 'Passwords do not match.',
  terms: 'You must accept the Terms and Conditions.',
  fillAllFields: 'Please fill out all fields correctly.',
  slug: 'Use 3 to 60 characters: lowercase letters, digits or hyphens.',
  dateTime: 'Invalid date and time.',
  invalidHex:
    'Write the color as # followed by 6 (or 3) digits 0 to 9 or letters A to F, for example #E8C4C4.',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

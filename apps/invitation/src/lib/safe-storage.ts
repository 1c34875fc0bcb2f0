/** The browser's local storage, or null where reading it throws (blocked cookies) or it does not exist (the server). */
export function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

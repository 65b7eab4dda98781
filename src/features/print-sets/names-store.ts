// The class's names, kept in this browser only (localStorage) so the next class set starts with them.
// They are never sent anywhere; "Forget names" removes them.

const NAMES_KEY = 'colorly-class-names'

export function loadNames(): string {
  try {
    return localStorage.getItem(NAMES_KEY) ?? ''
  } catch {
    return ''
  }
}

export function keepNames(text: string): void {
  try {
    if (text.trim()) localStorage.setItem(NAMES_KEY, text)
    else localStorage.removeItem(NAMES_KEY)
  } catch {
    // Private browsing or a full disk: the names are simply not remembered.
  }
}

export function forgetNames(): void {
  try {
    localStorage.removeItem(NAMES_KEY)
  } catch {
    // Nothing was kept.
  }
}

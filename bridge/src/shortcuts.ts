// Keyboard shortcuts across frames: the shell's own, which work wherever focus is, and the
// combo text both sides write them in.

/**
 * The shell's global shortcuts. Inside an app's frame the SDK forwards them (`keys.forward`), so
 * they work wherever focus is: Alt+T moves focus to the tab bar, Alt+W closes the current tab,
 * Alt+N and Alt+P go to the next and previous tab, Alt+K moves focus to the global search box.
 */
export const SHELL_SHORTCUTS = {
  'Alt+T': 'focusTabs',
  'Alt+W': 'closeTab',
  'Alt+N': 'nextTab',
  'Alt+P': 'previousTab',
  'Alt+K': 'focusSearch',
} as const

export type ShellShortcut = (typeof SHELL_SHORTCUTS)[keyof typeof SHELL_SHORTCUTS]

/** The keys of a keydown event the way shortcuts are written: `Ctrl+Alt+Shift+Meta+Key`. */
export interface KeyLike {
  key: string
  code?: string
  ctrlKey: boolean
  altKey: boolean
  shiftKey: boolean
  metaKey: boolean
}

/** The combo of a key event (`Ctrl+S`), or null for a modifier alone or a key without modifiers. */
export function comboOf(event: KeyLike): string | null {
  const mods = [
    event.ctrlKey && 'Ctrl',
    event.altKey && 'Alt',
    event.shiftKey && 'Shift',
    event.metaKey && 'Meta',
  ].filter(Boolean)
  if (mods.length === 0 || ['Control', 'Alt', 'Shift', 'Meta'].includes(event.key)) return null
  // Alt changes the key's character on some layouts (Alt+T gives † on a Mac): prefer the physical key.
  const fromCode = event.code?.match(/^(?:Key([A-Z])|Digit(\d))$/)
  const key = fromCode ? (fromCode[1] ?? fromCode[2]) : event.key.length === 1 ? event.key.toUpperCase() : event.key
  return `${mods.join('+')}+${key}`
}

export const shellShortcutOf = (combo: string): ShellShortcut | null =>
  Object.hasOwn(SHELL_SHORTCUTS, combo) ? SHELL_SHORTCUTS[combo as keyof typeof SHELL_SHORTCUTS] : null

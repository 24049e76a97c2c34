// Keyboard shortcuts an app registers or forwards.
import * as v from 'valibot'
import { Short } from './values'

/** A shortcut: modifiers then one key, `Ctrl+S`, `Alt+Shift+K`. */
export const Combo = v.pipe(v.string(), v.regex(/^((Ctrl|Alt|Shift|Meta)\+){1,3}([A-Z0-9]|F\d{1,2}|Enter|Escape|ArrowUp|ArrowDown|ArrowLeft|ArrowRight|\/)$/, 'must be modifiers and a key, e.g. Ctrl+S'))
/** Every shortcut of an app (`keys.register` replaces them all). */
export const Shortcuts = v.pipe(v.array(v.object({ combo: Combo, id: Short })), v.maxLength(20))

/** A shortcut an app registers: the shell calls the app's `onShortcut(id)` when it is pressed. */
export interface Shortcut {
  combo: string
  id: string
}

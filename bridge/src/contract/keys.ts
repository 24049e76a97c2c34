// Keyboard shortcuts an app registers or forwards.
import * as v from 'valibot'
import { Short } from './values.js'

/** A shortcut: modifiers then one key, `Ctrl+S`, `Alt+Shift+K`. */
export const Combo = v.pipe(
  v.string(),
  v.regex(
    /^((Ctrl|Alt|Shift|Meta)\+){1,3}([A-Z0-9]|F\d{1,2}|Enter|Escape|ArrowUp|ArrowDown|ArrowLeft|ArrowRight|\/)$/,
    'must be modifiers and a key, e.g. Ctrl+S',
  ),
)
/**
 * What a frame forwards to the shell: one of the shell's shortcuts, or Escape alone when the page did not use it
 * (in a dialog page it closes the dialog, as Escape in the shell's own document does).
 */
export const ForwardedKey = v.union([Combo, v.literal('Escape')])
/** Every shortcut of an app (`keys.register` replaces them all). */
export const Shortcuts = v.pipe(v.array(v.object({ combo: Combo, id: Short })), v.maxLength(20))

/** A shortcut an app registers: the shell calls the app's `onShortcut(id)` when it is pressed. */
export interface Shortcut {
  combo: string
  id: string
}

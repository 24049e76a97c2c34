import { BridgeError, shellShortcutOf } from '@hr-portal/bridge'
import { dropShortcuts, registerShortcuts, runShellShortcut } from '../services/shortcuts'
import type { FrameHooks, ShellHandlers } from './frame'

/** `keys.*`: the app's own shortcuts, and the shell's pressed inside the app's frame. */
export function handlers({
  app,
  holdsFocus,
  onEscape,
}: Pick<FrameHooks, 'app' | 'holdsFocus' | 'onEscape'>): Pick<ShellHandlers, 'keys.register' | 'keys.forward'> {
  return {
    'keys.register': (shortcuts) => registerShortcuts(app.code, shortcuts),
    'keys.forward': (combo) => {
      // Escape means something only to a dialog page's frame; elsewhere the app keeps it.
      if (combo === 'Escape') return onEscape?.()
      const shortcut = shellShortcutOf(combo)
      if (!shortcut) throw new BridgeError('invalid_arguments', `${combo} is not a shortcut of the shell`)
      if (!holdsFocus?.()) throw new BridgeError('not_active', 'Only the shown frame with the focus forwards shortcuts')
      void runShellShortcut(shortcut)
    },
  }
}

/** The app's shortcuts go with it. */
export const forget = dropShortcuts

import type { Handlers, ShellToApp } from './contract/index.js'

type Listener<A extends unknown[]> = (...args: A) => void | Promise<void>

function listeners<A extends unknown[]>() {
  const set = new Set<Listener<A>>()
  return {
    add(fn: Listener<A>) {
      set.add(fn)
      return () => void set.delete(fn)
    },
    size: () => set.size,
    /** Runs every listener; a failing one is logged, never stops the others. */
    run: async (...args: A) => {
      await Promise.all(
        [...set].map(async (fn) => {
          try {
            await fn(...args)
          } catch (error) {
            console.error('[bridge] a listener failed', error)
          }
        }),
      )
    },
  }
}

/**
 * What the shell tells an app besides navigation and env: lifecycle, topic events, shortcuts and
 * dialog buttons. The app registers listeners; `handlers` answers the shell's calls.
 */
export function createAppHooks() {
  const show = listeners<[]>()
  const hide = listeners<[]>()
  const evict = listeners<[]>()
  const button = listeners<[string]>()
  const topics = new Map<string, ReturnType<typeof listeners<[unknown]>>>()
  const shortcuts = new Map<string, () => void>()
  const handlers: Pick<
    Handlers<ShellToApp>,
    'onShow' | 'onHide' | 'onBeforeEvict' | 'onEvent' | 'onShortcut' | 'onDialogButton'
  > = {
    onShow: () => show.run(),
    onHide: () => hide.run(),
    onBeforeEvict: () => evict.run(),
    onEvent: (topic, payload) => topics.get(topic)?.run(payload),
    onShortcut: (id) => shortcuts.get(id)?.(),
    onDialogButton: (event) => button.run(event),
  }
  return {
    handlers,
    /** The app's frame is shown. */
    onShow: show.add,
    /** The app's frame is hidden (it stays alive). */
    onHide: hide.add,
    /** The frame is about to be removed from the pool: save a draft now (the shell waits 1.5 s at most). */
    onBeforeEvict: evict.add,
    /** A footer button of the dialog this page is shown in. */
    onDialogButton: button.add,
    /** Listens to a topic; answers whether this is its first listener (then the app subscribes). */
    onTopic(topic: string, fn: Listener<[unknown]>): { first: boolean; off: () => boolean } {
      const set = topics.get(topic) ?? listeners<[unknown]>()
      topics.set(topic, set)
      const first = set.size() === 0
      const remove = set.add(fn)
      return {
        first,
        off: () => {
          remove()
          return set.size() === 0
        },
      }
    },
    /** Replaces the handlers of registered shortcuts. */
    setShortcuts(entries: Array<{ id: string; run: () => void }>) {
      shortcuts.clear()
      for (const entry of entries) shortcuts.set(entry.id, entry.run)
    },
  }
}

export type AppHooks = ReturnType<typeof createAppHooks>

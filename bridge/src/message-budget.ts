import type { Message, Messenger } from 'penpal'

export interface BudgetOptions {
  /** Messages one frame may send at once. */
  burst: number
  /** Messages per second refilled. */
  perSecond: number
  /** Seconds with dropped messages, within `floodWindow` seconds, after which the frame counts as flooding. */
  floodSeconds: number
  floodWindow: number
  now?: () => number
}

/** Generous for real traffic (the bridge benchmark's bursts fit) and far below what stalls the shell. */
export const FRAME_BUDGET: BudgetOptions = { burst: 1000, perSecond: 2000, floodSeconds: 3, floodWindow: 6 }

/**
 * A token bucket of messages for one frame. Messages over it are dropped before any work: no
 * validation, no handler, no reply, no audit record; they are only counted. A frame that goes
 * over it in `floodSeconds` different seconds within `floodWindow` seconds is reported once as
 * flooding (a busy machine may deliver a flood in bursts, so the seconds need not be consecutive).
 */
export function createMessageBudget(options: BudgetOptions, onFlood: () => void, onDropped: (count: number) => void) {
  const now = options.now ?? (() => performance.now())
  let tokens = options.burst
  let at = now()
  let second = Math.floor(at / 1000)
  let droppedThisSecond = 0
  let droppingSeconds: number[] = []
  let reported = false
  const closeSeconds = (t: number) => {
    const current = Math.floor(t / 1000)
    if (current === second) return
    if (droppedThisSecond > 0) {
      onDropped(droppedThisSecond)
      droppingSeconds = [...droppingSeconds, second].filter((s) => s > current - options.floodWindow)
    }
    droppedThisSecond = 0
    second = current
    if (droppingSeconds.length >= options.floodSeconds && !reported) {
      reported = true
      onFlood()
    }
  }
  return {
    admit(): boolean {
      const t = now()
      closeSeconds(t)
      tokens = Math.min(options.burst, tokens + ((t - at) / 1000) * options.perSecond)
      at = t
      if (tokens >= 1) {
        tokens -= 1
        return true
      }
      droppedThisSecond += 1
      return false
    },
    /** Closes the running second, so its drops are reported. */
    flush(): void {
      closeSeconds(now() + 1000)
    },
  }
}
export type MessageBudget = ReturnType<typeof createMessageBudget>

/**
 * Wraps a Penpal messenger so every message from the frame passes the budget first. Penpal
 * hands one message to several handlers; the decision is taken once per message.
 */
export function budgetedMessenger(messenger: Messenger, budget: MessageBudget): Messenger {
  const decided = new WeakMap<object, boolean>()
  const admitted = (message: Message) => {
    if (typeof message !== 'object' || message === null) return false
    let ok = decided.get(message)
    if (ok === undefined) {
      ok = budget.admit()
      decided.set(message, ok)
    }
    return ok
  }
  const wrapped = new Map<(message: Message) => void, (message: Message) => void>()
  return {
    initialize: (options) => messenger.initialize(options),
    addMessageHandler: (callback) => {
      const guarded = (message: Message) => {
        if (admitted(message)) callback(message)
      }
      wrapped.set(callback, guarded)
      messenger.addMessageHandler(guarded)
    },
    removeMessageHandler: (callback) => {
      const guarded = wrapped.get(callback)
      if (guarded) messenger.removeMessageHandler(guarded)
      wrapped.delete(callback)
    },
    destroy: () => messenger.destroy(),
    sendMessage: (message, transferables) => messenger.sendMessage(message, transferables),
  }
}

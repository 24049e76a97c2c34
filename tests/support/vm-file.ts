import { performance as nodePerformance } from 'node:perf_hooks'
import { afterAll } from 'vitest'

// The ui project's setup (vitest.config.ts): its files run each in a VM context of its own, in processes that last the
// run, so a file ends here as it did in a process of its own.

// jsdom's `performance` has only now() and timeOrigin; the browser's also has User Timing (mark, getEntriesByName),
// which the shell uses (lib/page-ready.ts). Node's has both.
if (typeof globalThis.performance?.getEntriesByName !== 'function')
  Object.defineProperty(globalThis, 'performance', { value: nodePerformance, configurable: true, writable: true })

// A timer the file left (a handshake's timeout of an app started at import) ends with the file instead of firing in
// the next one's.
const pending = new Set<ReturnType<typeof setTimeout>>()
const { setTimeout: set, setInterval: every, clearTimeout: clear, clearInterval: clearEvery } = globalThis
Object.assign(globalThis, {
  setTimeout: (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = set(
      (...given: unknown[]) => {
        pending.delete(timer)
        run(...given)
      },
      ms,
      ...args,
    )
    pending.add(timer)
    return timer
  },
  setInterval: (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = every(run, ms, ...args)
    pending.add(timer)
    return timer
  },
  clearTimeout: (timer: ReturnType<typeof setTimeout> | undefined) => {
    if (timer !== undefined) pending.delete(timer)
    clear(timer)
  },
  clearInterval: (timer: ReturnType<typeof setInterval> | undefined) => {
    if (timer !== undefined) pending.delete(timer)
    clearEvery(timer)
  },
})
afterAll(() => {
  for (const timer of pending) clear(timer)
  pending.clear()
})

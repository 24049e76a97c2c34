/** Runs calls while counting them: `onLoading(true)` at the first, `onLoading(false)` after the last. */
export type Track = <T>(tracked: boolean, run: () => Promise<T>) => Promise<T>

export function createLoading(onLoading?: (active: boolean) => void): Track {
  let active = 0
  const emit = (on: boolean) => {
    try {
      onLoading?.(on)
    } catch (error) {
      console.error('[http] onLoading handler failed', error)
    }
  }
  return async (tracked, run) => {
    if (!tracked) return run()
    if (active++ === 0) emit(true)
    try {
      return await run()
    } finally {
      if (--active === 0) emit(false)
    }
  }
}

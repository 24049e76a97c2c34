/** A count of slots: take() waits (first come, first served) until one is free and answers its release. */
export function workerSlots(size: number): { take(): Promise<() => void> } {
  let free = size
  const waiting: Array<() => void> = []
  return {
    async take() {
      if (free > 0) free--
      else await new Promise<void>((resolve) => waiting.push(resolve))
      let released = false
      return () => {
        if (released) return
        released = true
        const next = waiting.shift()
        if (next) next()
        else free++
      }
    },
  }
}

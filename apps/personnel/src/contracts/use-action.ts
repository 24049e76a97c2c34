import { useState } from 'react'

/** Runs one request at a time for a form, keeping whether it runs and the message of its failure. */
export function useAction() {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  async function run(task: () => Promise<void>): Promise<boolean> {
    setBusy(true)
    setFailure('')
    try {
      await task()
      return true
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, failure, run }
}

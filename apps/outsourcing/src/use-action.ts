import { useState } from 'react'
import { useT } from './use-t'

/** Runs a change with busy, done and problem states for the page's live status lines. */
export function useAction(onDone: () => void) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  async function run(work: () => Promise<unknown>, message: string) {
    setBusy(true); setProblem(''); setDone('')
    try {
      await work()
      setDone(message)
      onDone()
    } catch (error) {
      setProblem((error as Error).message || t('common.failed'))
    } finally {
      setBusy(false)
    }
  }
  return { busy, done, problem, run, setDone, setProblem }
}

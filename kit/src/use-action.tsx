import { useState } from 'react'
import { kitLabels } from './labels'
import { messageOf } from './call'
import { useLanguage } from './use-t'

/**
 * A change with its busy, done and problem states, for a page's live status lines:
 * `run(() => api.save(row), t('saved'))` sets `busy`, then `done` to the message (and calls `onDone`), or `problem`
 * to the failure's message.
 */
export function useAction(onDone: () => void = () => {}) {
  const language = useLanguage()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  async function run(work: () => Promise<unknown>, message: string): Promise<boolean> {
    setBusy(true); setProblem(''); setDone('')
    try {
      await work()
      setDone(message)
      onDone()
      return true
    } catch (error) {
      setProblem(messageOf(error) || kitLabels[language].failed)
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, done, problem, run, setDone, setProblem }
}

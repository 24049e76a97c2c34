import { useState } from 'react'
import { failureText, kitLabels } from './labels'
import { useLanguage } from './use-t'

/**
 * One change at a time with its busy, done and problem states: `run(() => api.save(row), t('saved'))` sets `busy`,
 * then `done` to the message (and calls `onDone`) or `problem` to the failure's message, and answers whether it
 * succeeded. `status` is the page's live lines for them (the done message announced politely, a problem as an alert).
 */
export function useAction(onDone: () => void = () => {}) {
  const language = useLanguage()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState('')
  const [problem, setProblem] = useState('')
  async function run(work: () => Promise<unknown>, message = ''): Promise<boolean> {
    setBusy(true)
    setProblem('')
    setDone('')
    try {
      await work()
      setDone(message)
      onDone()
      return true
    } catch (error) {
      setProblem(failureText(error, language) || kitLabels[language].failed)
      return false
    } finally {
      setBusy(false)
    }
  }
  const status = (
    <>
      <p role="status" aria-live="polite" className="form-done">
        {done}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </>
  )
  return { busy, done, problem, run, setDone, setProblem, status }
}

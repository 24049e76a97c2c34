import { useState, type ReactNode } from 'react'
import { messageOf } from './api'
import { LoadError as KitLoadError } from '@hr-portal/ui'
import { useLanguage, useT } from './use-t'

/** A page of the app: its heading, actions beside it, and the body. */
export function Page({ title, actions, children, testid }: { title: string; actions?: ReactNode; children: ReactNode; testid?: string }) {
  return (
    <div className="training-page">
      <header className="page-head"><h1>{title}</h1>{actions && <div className="buttons">{actions}</div>}</header>
      <main className="page-body" data-testid={testid}>{children}</main>
    </div>
  )
}

/** Runs one change at a time, keeping the last success message (announced politely) or failure (an alert). */
export function useAction() {
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
      return true
    } catch (cause) {
      setProblem(messageOf(cause))
      return false
    } finally {
      setBusy(false)
    }
  }
  const status = (
    <>
      <p role="status" aria-live="polite" className="form-done">{done}</p>
      {problem && <p role="alert" className="form-error">{problem}</p>}
    </>
  )
  return { busy, run, status }
}

/** A failed load with its retry; a load refused for permission shows the no-access state instead. */
export function LoadError({ error, retry, className = 'form-error' }: { error: unknown; retry: () => void; className?: string }) {
  const t = useT()
  return <KitLoadError error={error} retry={retry} language={useLanguage()} retryLabel={t('common.retry')} className={className || undefined} />
}

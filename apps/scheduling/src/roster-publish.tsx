import { useState } from 'react'
import { messageOf } from './api'
import { tablesApi } from './tables-api'
import { useLanguage, useT } from '@hr-portal/kit'

/**
 * Publishing the department's month roster: each person planned that month gets a message with their shifts, and a
 * later change of their shifts that month tells them. Says when it was last published.
 */
export function RosterPublish(props: {
  organId: number
  month: string
  publishedAt: number | null
  onDone: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState('')
  const [problem, setProblem] = useState('')

  async function publish() {
    setBusy(true)
    setStatus('')
    setProblem('')
    try {
      const { people } = await tablesApi.publish(props.organId, props.month)
      setStatus(t('tables.publish.done', { count: people }))
      props.onDone()
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="roster-publish" aria-labelledby="roster-publish-title">
      <h2 id="roster-publish-title">{t('tables.publish.title')}</h2>
      <p className="hint">
        {props.publishedAt === null
          ? t('tables.publish.never')
          : t('tables.publish.last', { time: new Date(props.publishedAt).toLocaleString(language) })}
      </p>
      <button type="button" className="primary" disabled={busy} onClick={() => void publish()}>
        {props.publishedAt === null ? t('tables.publish.action') : t('tables.publish.again')}
      </button>
      <p className="form-done" aria-live="polite">
        {status}
      </p>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
    </section>
  )
}

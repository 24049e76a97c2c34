import { useState } from 'react'
import { api, messageOf, type ImportAnswer } from '../api'
import { useT } from '@hr-portal/kit'

/** Imports a holiday file (ICS or CSV of date,kind,name) into the calendar and shows what was added and each rejected line. */
export function ImportForm({ calendarId, onDone }: { calendarId: number; onDone: () => void }) {
  const t = useT()
  const [file, setFile] = useState<File | null>(null)
  const [answer, setAnswer] = useState<ImportAnswer | null>(null)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  async function send(event: React.FormEvent) {
    event.preventDefault()
    if (!file) return
    setBusy(true)
    setProblem('')
    setAnswer(null)
    try {
      if (file.size > 500_000) throw new Error(t('calendars.fileTooLarge'))
      setAnswer(await api.importFile(calendarId, file.name, await file.text()))
      onDone()
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="panel import-form" onSubmit={send} aria-labelledby="import-title">
      <h2 id="import-title">{t('calendars.importTitle')}</h2>
      <p className="hint">{t('calendars.importHint')}</p>
      <div className="row">
        <input
          type="file"
          accept=".ics,.csv,text/calendar,text/csv"
          aria-label={t('calendars.importFile')}
          data-testid="import-file"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button type="submit" className="primary" disabled={!file || busy}>
          {t('calendars.importButton')}
        </button>
      </div>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div aria-live="polite" data-testid="import-result">
        {answer && (
          <>
            <p className="form-done">
              {t('calendars.imported', {
                added: answer.added,
                updated: answer.updated,
                rejected: answer.rejected.length,
              })}
            </p>
            {answer.rejected.length > 0 && (
              <ul className="rejected">
                {answer.rejected.map((r) => (
                  <li key={`${r.line}-${r.reason}`}>
                    {t('calendars.rejectedLine', { line: r.line })}: {r.message}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </form>
  )
}

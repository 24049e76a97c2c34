import { useState, type FormEvent } from 'react'
import { attendanceApi, type ImportAnswer } from './kaoqin-api'
import { useT } from '@hr-portal/kit'

/** Saves text as a file through a temporary link. */
function saveText(text: string, filename: string) {
  const href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/** Punch import (menu 8009): a door-access or time-clock CSV; the counts and the refused lines, downloadable. */
export function PunchImportPage() {
  const t = useT()
  const [file, setFile] = useState<File | null>(null)
  const [sending, setSending] = useState(false)
  const [problem, setProblem] = useState('')
  const [answer, setAnswer] = useState<ImportAnswer | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setProblem('')
    setAnswer(null)
    if (!file) return setProblem(t('att.chooseFile'))
    setSending(true)
    try {
      setAnswer(await attendanceApi.importPunches(await file.text()))
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setSending(false)
    }
  }

  return (
    <div className="tables-page">
      <header className="page-head">
        <h1>{t('att.importTitle')}</h1>
      </header>
      <div className="tables-body">
        <p className="import-help">{t('att.importHelp')}</p>
        <form className="import-form" onSubmit={submit}>
          <label>
            {t('att.importFile')}
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              data-testid="import-file"
            />
          </label>
          <button type="submit" className="primary" disabled={sending}>
            {sending ? t('att.importing') : t('att.importStart')}
          </button>
        </form>
        {problem && (
          <p role="alert" className="form-error">
            {problem}
          </p>
        )}
        <p role="status" aria-live="polite" className="form-done" data-testid="import-done">
          {answer
            ? t('att.importDone', { total: answer.total, imported: answer.imported, rejected: answer.rejected })
            : ''}
        </p>
        {answer && answer.rejected > 0 && (
          <section aria-labelledby="rejects-title">
            <h2 id="rejects-title">{t('att.rejects')}</h2>
            {answer.rejectsCsv && (
              <button type="button" onClick={() => saveText(answer.rejectsCsv!, 'punch-import-rejects.csv')}>
                {t('att.rejectsDownload')}
              </button>
            )}
            <table data-testid="import-rejects">
              <thead>
                <tr>
                  <th scope="col">{t('att.line')}</th>
                  <th scope="col">{t('att.employee')}</th>
                  <th scope="col">{t('att.reasonColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.rejects.map((r) => (
                  <tr key={r.line}>
                    <td>{r.line}</td>
                    <td>{r.cells.slice(0, 2).join(' · ')}</td>
                    <td>{r.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </div>
  )
}

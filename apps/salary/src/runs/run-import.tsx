import { useState } from 'react'
import { salary, messageOf, type ImportAnswer } from '../api'
import { useT } from '@hr-portal/kit'

const toBase64 = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(text)
}

/** Imports a run's inputs from an Excel (.xlsx) or CSV file; shows what was taken and each refused row, with a rejects file. */
export function RunImport({ runId, onDone }: { runId: number; onDone: () => void }) {
  const t = useT()
  const [file, setFile] = useState<File | null>(null)
  const [answer, setAnswer] = useState<ImportAnswer | null>(null)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [templateBusy, setTemplateBusy] = useState(false)

  async function downloadTemplate() {
    setTemplateBusy(true)
    setProblem('')
    try {
      await salary.runs.inputTemplate({ id: runId })
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setTemplateBusy(false)
    }
  }

  async function send(event: React.FormEvent) {
    event.preventDefault()
    if (!file) return
    setBusy(true)
    setProblem('')
    setAnswer(null)
    try {
      if (file.size > 2_000_000) throw new Error(t('import.tooLarge'))
      setAnswer(await salary.runs.import({ id: runId, fileName: file.name, content: await toBase64(file) }))
      onDone()
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }
  const rejectsLink = answer?.rejectsCsv
    ? URL.createObjectURL(new Blob([answer.rejectsCsv], { type: 'text/csv;charset=utf-8' }))
    : null
  return (
    <form className="panel form-grid" onSubmit={send} aria-labelledby="import-title">
      <h2 id="import-title">{t('import.title')}</h2>
      <p className="hint">{t('import.hint')}</p>
      <div className="row">
        <button type="button" onClick={downloadTemplate} disabled={templateBusy} aria-busy={templateBusy}>
          {templateBusy ? t('import.templateBusy') : t('import.template')}
        </button>
      </div>
      <div className="row">
        <input
          type="file"
          accept=".xlsx,.csv"
          aria-label={t('import.file')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button type="submit" disabled={!file || busy}>
          {t('import.button')}
        </button>
      </div>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div aria-live="polite">
        {answer && (
          <>
            <p className="form-done">
              {t('import.done', { imported: answer.imported, rejected: answer.rejected, total: answer.total })}
            </p>
            {answer.rejects.length > 0 && (
              <ul className="rejected">
                {answer.rejects.map((r) => (
                  <li key={r.line}>
                    {t('import.rejectLine', { line: r.line, jobNumber: r.jobNumber || '—', reason: r.reason })}
                  </li>
                ))}
              </ul>
            )}
            {rejectsLink && (
              <a href={rejectsLink} download="payroll-inputs-rejects.csv">
                {t('import.rejectsFile')}
              </a>
            )}
          </>
        )}
      </div>
    </form>
  )
}

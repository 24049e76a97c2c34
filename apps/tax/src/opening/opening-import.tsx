import { useState } from 'react'
import { useT } from '@hr-portal/kit'
import { api, messageOf, type OpeningImport } from '../api'

const toBase64 = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(text)
}

/**
 * Imports opening balances from an Excel (.xlsx) or CSV file. When a row is refused nothing is imported: the answer
 * lists the refused rows, offers them as a file with the reasons, and lets the user import the valid rows only.
 */
export function OpeningImportForm({ year, onImported }: { year: number; onImported: () => void }) {
  const t = useT()
  const [file, setFile] = useState<File | null>(null)
  const [answer, setAnswer] = useState<OpeningImport | null>(null)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  async function run(work: () => Promise<void>) {
    setBusy(true)
    setProblem('')
    try {
      await work()
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }
  const send = (confirm: boolean) =>
    run(async () => {
      if (!file) return
      if (file.size > 2_000_000) throw new Error(t('opening.tooLarge'))
      const result = await api.importOpenings(file.name, await toBase64(file), confirm)
      setAnswer(result)
      if (result.imported > 0) onImported()
    })
  const refusedLink = answer?.refusedCsv
    ? URL.createObjectURL(new Blob([answer.refusedCsv], { type: 'text/csv;charset=utf-8' }))
    : null

  return (
    <form
      className="form-grid"
      aria-label={t('opening.import')}
      onSubmit={(event) => {
        event.preventDefault()
        void send(false)
      }}
    >
      <div className="row">
        <button
          type="button"
          onClick={() =>
            void run(async () => {
              await api.openingTemplate(year)
            })
          }
          disabled={busy}
        >
          {t('opening.template')}
        </button>
        <input
          type="file"
          accept=".xlsx,.csv"
          aria-label={t('opening.file')}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null)
            setAnswer(null)
          }}
        />
        <button type="submit" className="primary" disabled={!file || busy} aria-busy={busy}>
          {busy ? t('opening.importing') : t('opening.import')}
        </button>
      </div>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div aria-live="polite" data-testid="opening-import-answer">
        {answer && answer.imported > 0 && (
          <p className="form-done">{t('opening.done', { imported: answer.imported, total: answer.total })}</p>
        )}
        {answer && answer.refused > 0 && answer.imported === 0 && (
          <p className="form-error">{t('opening.refusedSummary', { refused: answer.refused, total: answer.total })}</p>
        )}
        {answer && answer.refusedRows.length > 0 && (
          <ul className="rejected">
            {answer.refusedRows.map((row) => (
              <li key={row.line}>
                {t('opening.refusedLine', { line: row.line, jobNumber: row.jobNumber || '—', reason: row.reason })}
              </li>
            ))}
          </ul>
        )}
        <div className="row">
          {refusedLink && (
            <a href={refusedLink} download={`opening-refused-${year}.csv`}>
              {t('opening.refusedFile')}
            </a>
          )}
          {answer && answer.imported === 0 && answer.refused > 0 && answer.valid > 0 && (
            <button type="button" onClick={() => void send(true)} disabled={busy}>
              {t('opening.confirm', { valid: answer.valid })}
            </button>
          )}
        </div>
      </div>
    </form>
  )
}

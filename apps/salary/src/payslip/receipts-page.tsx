import { useState, type FormEvent } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { payslipApi, type Question } from './payslip-api'
import { LoadError, useLanguage, useT } from '@hr-portal/kit'
import './payslip.css'

function AnswerForm({ question, onAnswered }: { question: Question; onAnswered(): void }) {
  const t = useT()
  const [answer, setAnswer] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!answer.trim()) return setProblem(t('receipts.answerNeeded'))
    setBusy(true)
    setProblem('')
    try {
      await payslipApi.receipts.answer({ questionId: question.id, answer: answer.trim() })
      onAnswered()
    } catch (cause) {
      setProblem(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="receipt-answer" onSubmit={(event) => void submit(event)}>
      <label>
        {t('receipts.answerLabel')}
        <textarea value={answer} onChange={(e) => setAnswer(e.target.value)} maxLength={1000} />
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {t('receipts.answer')}
      </button>
    </form>
  )
}

/** Payslip receipts (menu 8222): per published run, who viewed, confirmed and asked; answering questions (822201). */
export function ReceiptsPage() {
  const t = useT()
  const language = useLanguage()
  const canAnswer = usePermission('822201')
  const [version, setVersion] = useState(0)
  const [runId, setRunId] = useState<number | null>(null)
  const runs = useRequest(() => payslipApi.receipts.runs(), [version])
  const chosen = runId ?? runs.data?.runs[0]?.runId ?? null
  const people = useRequest(
    () => (chosen === null ? Promise.resolve(null) : payslipApi.receipts.list({ runId: chosen })),
    [chosen, version],
  )
  const time = (at: number | null) => (at === null ? '—' : new Date(at).toLocaleString(language))

  return (
    <div className="receipts-page">
      <header className="page-head">
        <h1>{t('receipts.title')}</h1>
      </header>
      <div className="receipts-body">
        <LoadError error={runs.error} retry={runs.retry} />
        {runs.data && runs.data.runs.length === 0 && <p className="empty">{t('receipts.noRuns')}</p>}
        {runs.data && runs.data.runs.length > 0 && (
          <label>
            {t('receipts.run')}
            <select
              value={chosen ?? ''}
              onChange={(event) => setRunId(Number(event.target.value))}
              data-testid="receipts-run"
            >
              {runs.data.runs.map((run) => (
                <option key={run.runId} value={run.runId}>
                  {t('receipts.runOption', {
                    month: run.month,
                    group: run.groupName,
                    confirmed: run.confirmed,
                    people: run.people,
                    open: run.open,
                  })}
                </option>
              ))}
            </select>
          </label>
        )}
        <LoadError error={people.error} />
        {people.data && (
          <div
            className="receipts-scroll"
            tabIndex={0}
            role="region"
            aria-label={t('receipts.caption', { month: people.data.month })}
          >
            <table className="receipts-table" data-testid="receipts-table">
              <caption>{t('receipts.caption', { month: people.data.month })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('receipts.employee')}</th>
                  <th scope="col">{t('receipts.department')}</th>
                  <th scope="col">{t('receipts.viewed')}</th>
                  <th scope="col">{t('receipts.confirmed')}</th>
                  <th scope="col">{t('receipts.questions')}</th>
                </tr>
              </thead>
              <tbody>
                {people.data.people.map((p) => (
                  <tr key={p.employeeId} data-employee={p.employeeId}>
                    <th scope="row">
                      {p.name} <span className="slip-state">{p.jobNumber}</span>
                    </th>
                    <td>{p.organName}</td>
                    <td>{time(p.viewedAt)}</td>
                    <td data-testid="receipt-confirmed">
                      {p.confirmedAt === null ? t('receipts.notYet') : time(p.confirmedAt)}
                    </td>
                    <td>
                      {p.questions.map((q) => (
                        <div key={q.id} className="receipt-question">
                          <p>{q.question}</p>
                          {q.answer ? (
                            <p className="slip-answer">{t('slip.answer', { answer: q.answer })}</p>
                          ) : canAnswer ? (
                            <AnswerForm question={q} onAnswered={() => setVersion((n) => n + 1)} />
                          ) : (
                            <p className="slip-answer">{t('slip.waiting')}</p>
                          )}
                        </div>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  )
}

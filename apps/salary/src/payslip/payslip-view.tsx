import { useId, useState, type FormEvent } from 'react'
import { money } from '../money'
import { payslipApi, type Payslip } from './payslip-api'
import { Watermark } from './watermark'
import { saveFile, useLanguage, useT } from '@hr-portal/kit'

function Rows({ title, rows }: { title: string; rows: Array<[string, string]> }) {
  const id = useId()
  if (rows.length === 0) return null
  return (
    <section className="slip-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="slip-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** Hours of whole minutes with at most two decimals ('1.5', '0.33'). */
const hoursOf = (minutes: number): string => String(Math.round((minutes / 60) * 100) / 100)

/** One payslip: items, social insurance and housing fund, tax, net pay and attendance, under the watermark; confirm, ask, PDF. */
export function PayslipView({
  slip,
  grant,
  onChanged,
  onGrantLost,
}: {
  slip: Payslip
  grant: string
  onChanged(next: Partial<Payslip>): void
  onGrantLost(error: unknown): boolean
}) {
  const t = useT()
  const language = useLanguage()
  const [question, setQuestion] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const [done, setDone] = useState('')
  const name = (item: { nameZh: string; nameEn: string }) => (language === 'en' ? item.nameEn : item.nameZh)
  const items = (kind: 'earning' | 'deduction') =>
    slip.detail.items.filter((i) => i.kind === kind).map((i): [string, string] => [name(i), money(i.amount)])
  const a = slip.detail.attendance

  async function act(action: () => Promise<void>) {
    setBusy(true)
    setProblem('')
    setDone('')
    try {
      await action()
    } catch (cause) {
      if (!onGrantLost(cause)) setProblem(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }
  const confirm = () =>
    act(async () => {
      onChanged(await payslipApi.payslips.confirm({ runId: slip.runId, grant }))
      setDone(t('slip.confirmedDone'))
    })
  const ask = (event: FormEvent) => {
    event.preventDefault()
    if (!question.trim()) return setProblem(t('slip.questionNeeded'))
    return act(async () => {
      onChanged({
        questions: (await payslipApi.payslips.ask({ runId: slip.runId, grant, question: question.trim() })).questions,
      })
      setQuestion('')
      setDone(t('slip.askedDone'))
    })
  }
  const download = () =>
    act(async () => {
      const blob = await payslipApi.payslips.pdf({ runId: slip.runId, grant })
      saveFile(blob, `payslip-${slip.month}.pdf`)
    })

  return (
    <article className="slip" aria-labelledby="slip-title" data-testid="payslip">
      <Watermark text={slip.watermark} />
      <header className="slip-head">
        <h2 id="slip-title">{t('slip.title', { month: slip.month })}</h2>
        <p className="slip-who">
          {slip.name} · {slip.jobNumber}
        </p>
        <p className="slip-net">
          <span>{t('slip.net')}</span> <strong data-testid="payslip-net">{money(slip.net)}</strong>
        </p>
      </header>
      <Rows title={t('slip.earnings')} rows={items('earning')} />
      <Rows title={t('slip.deductions')} rows={items('deduction')} />
      <Rows
        title={t('slip.insurance')}
        rows={slip.detail.insurance.map((i): [string, string] => [
          `${t(`slip.kind.${i.kind}`)} (${t('slip.base')} ${money(i.base)})`,
          money(i.employee),
        ])}
      />
      <Rows
        title={t('slip.totals')}
        rows={[
          [t('slip.gross'), money(slip.gross)],
          [t('slip.totalDeductions'), money(slip.deductions)],
          [t('slip.social'), money(slip.social)],
          [t('slip.tax'), money(slip.tax)],
          ...bonusRows(t, slip.detail.tax?.bonus ?? null),
          [t('slip.net'), money(slip.net)],
        ]}
      />
      {a && (
        <Rows
          title={t('slip.attendance')}
          rows={[
            [t('slip.daysDue'), String(a.daysDue)],
            [t('slip.daysWorked'), String(a.daysWorked)],
            [t('slip.unpaidLeaveDays'), String(a.unpaidLeaveDays)],
            [t('slip.absentDays'), String(a.absentDays)],
            [t('slip.lateCount'), String(a.lateCount)],
            [t('slip.overtimeHours'), String(a.overtimeHours)],
            // The overtime paid, by the class of the day worked (lines calculated before classes were kept have none).
            ...(a.overtimeMinutes
              ? ([
                  [t('slip.overtimeWorkday'), hoursOf(a.overtimeMinutes.workday)],
                  [t('slip.overtimeRestDay'), hoursOf(a.overtimeMinutes.restDay)],
                  [t('slip.overtimeStatutory'), hoursOf(a.overtimeMinutes.statutory)],
                ] as Array<[string, string]>)
              : []),
          ]}
        />
      )}
      <div className="slip-actions">
        {slip.confirmedAt ? (
          <p className="slip-confirmed" data-testid="payslip-confirmed">
            {t('slip.confirmedAt', { time: new Date(slip.confirmedAt).toLocaleString(language) })}
          </p>
        ) : (
          <button type="button" className="primary" disabled={busy} onClick={() => void confirm()}>
            {t('slip.confirm')}
          </button>
        )}
        <button type="button" disabled={busy} onClick={() => void download()}>
          {t('slip.pdf')}
        </button>
      </div>
      <section className="slip-section" aria-labelledby="slip-questions">
        <h3 id="slip-questions">{t('slip.questions')}</h3>
        {slip.questions.length > 0 && (
          <ul className="slip-questions">
            {slip.questions.map((q) => (
              <li key={q.id}>
                <p>{q.question}</p>
                <p className="slip-answer">{q.answer ? t('slip.answer', { answer: q.answer }) : t('slip.waiting')}</p>
              </li>
            ))}
          </ul>
        )}
        <form className="slip-ask" onSubmit={(event) => void ask(event)}>
          <label>
            {t('slip.askLabel')}
            <textarea value={question} onChange={(e) => setQuestion(e.target.value)} maxLength={1000} />
          </label>
          <button type="submit" disabled={busy}>
            {t('slip.ask')}
          </button>
        </form>
      </section>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <p role="status" aria-live="polite" className="form-done">
        {done}
      </p>
    </article>
  )
}

/**
 * The annual bonus's row of the totals: its own tax, or, when one was already taxed on its own this year, the note that
 * this one was added to the wages (with its amount).
 */
function bonusRows(
  t: ReturnType<typeof useT>,
  bonus: { amount: string; tax: string; separateIn?: string } | null,
): Array<[string, string]> {
  if (!bonus) return []
  if (bonus.separateIn) return [[t('slip.bonusAdded', { month: bonus.separateIn }), money(bonus.amount)]]
  return [[t('slip.bonusTax'), money(bonus.tax)]]
}

import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, router, useAction, useT } from '@hr-portal/kit'
import { api } from '../api'
import { sumOf, yuan } from '../money'
import { Page, showTime } from '../page'
import { PaidClaims } from './paid-claims'

/** The month after today's (YYYY-MM), the payroll a claim approved now is usually paid with. */
const nextMonth = (): string => {
  const d = new Date()
  d.setDate(1)
  d.setMonth(d.getMonth() + 1)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`
}

/**
 * Payments (menu 8903, finance): approved claims not yet put to payroll, chosen and paid through a month's payroll
 * or in a reimbursement bank file (marked paid at once, downloaded as xlsx); the bank files made, the claims paid.
 */
export function PaymentsPage() {
  const t = useT()
  const due = useRequest(() => api.payable(false), [])
  const scheduled = useRequest(() => api.payable(true), [])
  const batches = useRequest(() => api.batches(), [])
  const [chosen, setChosen] = useState<string[]>([])
  const [month, setMonth] = useState(nextMonth)
  const reload = () => {
    setChosen([])
    due.retry()
    scheduled.retry()
    batches.retry()
  }
  const action = useAction(reload)
  const rows = due.data?.rows ?? []
  const total = sumOf(rows.filter((r) => chosen.includes(r.id)).map((r) => r.payable))
  return (
    <Page title={t('payments.title')}>
      <section className="panel" aria-labelledby="due-title">
        <h2 id="due-title">{t('payments.due')}</h2>
        <LoadError className="form-error" error={due.error} retry={due.retry} />
        {due.data && rows.length === 0 && <p className="empty">{t('payments.noneDue')}</p>}
        {rows.length > 0 && (
          <label className="check">
            <input
              type="checkbox"
              checked={chosen.length === rows.length}
              onChange={(e) => setChosen(e.target.checked ? rows.map((r) => r.id) : [])}
            />
            {t('payments.all')}
          </label>
        )}
        <ul className="cards">
          {rows.map((r) => (
            <li key={r.id} className="claim-card" data-testid="payable">
              <label className="check">
                <input
                  type="checkbox"
                  checked={chosen.includes(r.id)}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, r.id] : chosen.filter((id) => id !== r.id))}
                />
                <span>
                  {r.employeeName} · {r.title}
                </span>
              </label>
              <span className="line-head">
                <span className="sub">{r.departmentName}</span>
                <span className="amount">{yuan(r.payable)}</span>
              </span>
              <button type="button" className="link" onClick={() => router.navigate(`/claims/${r.id}`)}>
                {t('payments.openClaim')}
              </button>
            </li>
          ))}
        </ul>
        {rows.length > 0 && (
          <div className="row">
            <output aria-live="polite">{t('payments.chosen', { n: chosen.length, total: yuan(total) })}</output>
            <label>
              {t('payments.month')}
              <input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
            </label>
            <button
              type="button"
              className="primary"
              disabled={action.busy || !chosen.length || !month}
              onClick={() =>
                void action.run(() => api.toPayroll(chosen, month), t('payments.toPayrollDone', { month }))
              }
            >
              {t('payments.toPayroll')}
            </button>
            <button
              type="button"
              disabled={action.busy || !chosen.length}
              onClick={() => void action.run(() => api.toBank(chosen), t('payments.toBankDone'))}
            >
              {t('payments.toBank')}
            </button>
          </div>
        )}
        {action.status}
      </section>
      <section className="panel" aria-labelledby="scheduled-title">
        <h2 id="scheduled-title">{t('payments.scheduled')}</h2>
        <LoadError className="form-error" error={scheduled.error} retry={scheduled.retry} />
        {scheduled.data?.rows.length === 0 && <p className="empty">{t('payments.noneScheduled')}</p>}
        <ul className="cards">
          {scheduled.data?.rows.map((r) => (
            <li key={r.id} className="claim-card line-head">
              <span>
                {r.employeeName} · {r.title}
                <span className="sub">{t('payments.inPayroll', { month: r.payrollMonth ?? '' })}</span>
              </span>
              <span className="amount">{yuan(r.payable)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="batches-title">
        <h2 id="batches-title">{t('payments.batches')}</h2>
        <LoadError className="form-error" error={batches.error} retry={batches.retry} />
        {batches.data?.rows.length === 0 && <p className="empty">{t('payments.noBatches')}</p>}
        <ul className="cards">
          {batches.data?.rows.map((b) => (
            <li key={b.id} className="claim-card line-head">
              <span>
                {showTime(b.createdAt)} · {b.createdByName}
                <span className="sub">{t('payments.batchOf', { n: b.count, total: yuan(b.total) })}</span>
              </span>
              <button
                type="button"
                onClick={() =>
                  void action.run(() => api.bankFile(b.id, t('payments.fileName', { at: showTime(b.createdAt) })))
                }
              >
                {t('payments.download')}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <PaidClaims />
    </Page>
  )
}

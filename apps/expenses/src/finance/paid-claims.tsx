import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, useT } from '@hr-portal/kit'
import { api } from '../api'
import { yuan } from '../money'
import { showTime } from '../page'

/** The claims paid lately: whose, how much, through payroll (its month) or a bank file, and when. */
export function PaidClaims() {
  const t = useT()
  const paid = useRequest(() => api.paid(), [])
  return (
    <section className="panel" aria-labelledby="paid-title">
      <h2 id="paid-title">{t('payments.paid')}</h2>
      <LoadError className="form-error" error={paid.error} retry={paid.retry} />
      {paid.data?.rows.length === 0 && <p className="empty">{t('payments.nonePaid')}</p>}
      <ul className="cards">
        {paid.data?.rows.map((r) => (
          <li key={r.id} className="claim-card line-head">
            <span>
              {r.employeeName} · {r.title}
              <span className="sub">
                {r.paymentWay === 'payroll' ? t('paid.payroll', { month: r.payrollMonth ?? '' }) : t('paid.bank')}
                {r.paidAt ? ` · ${showTime(r.paidAt)}` : ''}
              </span>
            </span>
            <span className="amount">{yuan(r.payable)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

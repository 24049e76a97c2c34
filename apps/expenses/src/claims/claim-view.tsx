import { useLanguage, useT } from '@hr-portal/kit'
import type { ClaimDetail } from '../api'
import { yuan } from '../money'
import { showTime } from '../page'
import { Findings } from './line-fields'
import { ReceiptsPanel } from './receipts-panel'

/** Where and when a claim was paid (or is to be paid), in words. */
export function PaidLine({ claim }: { claim: Pick<ClaimDetail, 'payment' | 'status'> }) {
  const t = useT()
  const p = claim.payment
  if (!p.way) return null
  const where = p.way === 'payroll' ? t('paid.payroll', { month: p.payrollMonth ?? '' }) : t('paid.bank')
  return (
    <p className="paid-line" data-testid="paid-line">
      {p.paidAt ? t('paid.at', { where, at: showTime(p.paidAt) }) : t('paid.scheduled', { where })}
    </p>
  )
}

/** A claim as it is read after it was sent: who, the amounts, each line with its findings, the receipts, the payment. */
export function ClaimView({ claim }: { claim: ClaimDetail }) {
  const t = useT()
  const language = useLanguage()
  return (
    <>
      <section className="panel" aria-labelledby="claim-title">
        <h2 id="claim-title">
          {claim.title} <span className={`tag status-${claim.status}`}>{t(`status.${claim.status}`)}</span>
        </h2>
        <dl className="fields">
          <dt>{t('claim.person')}</dt>
          <dd>
            {claim.employeeName}
            {claim.departmentName ? ` · ${claim.departmentName}` : ''}
          </dd>
          <dt>{t('claim.total')}</dt>
          <dd className="amount">{yuan(claim.total)}</dd>
          {claim.advanceId && (
            <>
              <dt>{t('claim.advanceSettled')}</dt>
              <dd className="amount">{yuan(claim.advanceSettled)}</dd>
              <dt>{t('claim.payable')}</dt>
              <dd className="amount">{yuan(claim.payable)}</dd>
            </>
          )}
          {claim.submittedAt && (
            <>
              <dt>{t('claim.submittedAt')}</dt>
              <dd>{showTime(claim.submittedAt)}</dd>
            </>
          )}
        </dl>
        <PaidLine claim={claim} />
      </section>
      <section className="panel" aria-labelledby="lines-title">
        <h2 id="lines-title">{t('claim.lines')}</h2>
        <ul className="cards">
          {claim.lines.map((l) => (
            <li key={l.id} className="line-card" data-testid="claim-line">
              <div className="line-head">
                <span>
                  {l.date} · {language === 'en' ? l.categoryNameEn : l.categoryNameZh}
                </span>
                <span className="amount">{yuan(l.amount)}</span>
              </div>
              {(l.description || l.project) && (
                <p className="sub">
                  {[l.description, l.project && t('line.projectIs', { project: l.project })]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              <Findings findings={l.findings} />
            </li>
          ))}
        </ul>
      </section>
      <ReceiptsPanel receipts={claim.receipts} />
    </>
  )
}

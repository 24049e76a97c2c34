import type { ReactNode } from 'react'
import { useT } from '@hr-portal/kit'
import type { Advance } from '../api'
import { yuan } from '../money'
import { showTime } from '../page'

/** An advance as a card: amount and status, reason, what claims settled and what is open, how a remainder was closed. */
export function AdvanceCard({ advance: a, children }: { advance: Advance; children?: ReactNode }) {
  const t = useT()
  return (
    <li className="claim-card" data-testid="advance-card">
      <span className="line-head">
        <span className="amount total">{yuan(a.amount)}</span>
        <span className={`tag status-${a.status}`}>{t(`advanceStatus.${a.status}`)}</span>
      </span>
      <span>{a.mine ? a.reason : `${a.employeeName} · ${a.reason}`}</span>
      <span className="sub">
        {t('advances.when', { at: showTime(a.submittedAt) })}
        {a.neededBy ? ` · ${t('advances.neededByIs', { date: a.neededBy })}` : ''}
      </span>
      {(a.status === 'approved' || a.status === 'settled') && (
        <span className="sub">{t('advances.settledOpen', { settled: yuan(a.settled), open: yuan(a.open) })}</span>
      )}
      {a.remainderWay && (
        <span className="sub">
          {a.remainderWay === 'repaid'
            ? t('advances.repaid', { amount: yuan(a.remainderAmount ?? '0') })
            : t('advances.deducted', { amount: yuan(a.remainderAmount ?? '0'), month: a.remainderMonth ?? '' })}
        </span>
      )}
      {children}
    </li>
  )
}

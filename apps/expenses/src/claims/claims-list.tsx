import { useT } from '@hr-portal/kit'
import type { ClaimSummary } from '../api'
import { yuan } from '../money'
import { showTime } from '../page'

/** Where and when a listed claim was paid, or nothing while it is not. */
const paidText = (claim: ClaimSummary, t: ReturnType<typeof useT>) =>
  claim.paidAt ? t('list.paidAt', { at: showTime(claim.paidAt) }) : ''

/**
 * Claims as cards (they read the same on a phone and a desk): title and status, total, when it was sent or made,
 * when it was paid, and how many policy warnings and reused receipts it has; a card opens its claim.
 */
export function ClaimsList({ claims, onOpen }: { claims: ClaimSummary[]; onOpen: (claim: ClaimSummary) => void }) {
  const t = useT()
  return (
    <ul className="cards claims" aria-label={t('list.title')}>
      {claims.map((c) => (
        <li key={c.id} className="claim-card" data-testid="claim-card">
          <button
            type="button"
            className="card-open"
            onClick={() => onOpen(c)}
            aria-label={t('list.open', { title: c.title })}
          >
            <span className="line-head">
              <span className="claim-title">{c.title}</span>
              <span className={`tag status-${c.status}`}>{t(`status.${c.status}`)}</span>
            </span>
            <span className="line-head">
              <span className="amount total">{yuan(c.total)}</span>
              <span className="sub">{showTime(c.submittedAt ?? c.createdAt)}</span>
            </span>
            {c.paidAt && <span className="paid-line">{paidText(c, t)}</span>}
            {(c.warnings > 0 || c.duplicates > 0) && (
              <span className="sub">
                {[
                  c.warnings > 0 && t('list.warnings', { n: c.warnings }),
                  c.duplicates > 0 && t('list.duplicates', { n: c.duplicates }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  )
}

import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, useAction, useT } from '@hr-portal/kit'
import { api, type Advance } from '../api'
import { positive } from '../money'
import { AdvanceCard } from './advance-card'

/** How finance closes what is left of one advance: repaid by the employee, or deducted in a payroll month. */
function CloseRemainder({ advance, onDone }: { advance: Advance; onDone: () => void }) {
  const t = useT()
  const [month, setMonth] = useState('')
  const action = useAction(onDone)
  return (
    <div className="row">
      <button
        type="button"
        disabled={action.busy}
        onClick={() => void action.run(() => api.closeRemainder(advance.id, 'repaid'), t('advances.closed'))}
      >
        {t('advances.markRepaid')}
      </button>
      <label>
        {t('advances.deductMonth')}
        <input type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={action.busy || !month}
        onClick={() => void action.run(() => api.closeRemainder(advance.id, 'deducted', month), t('advances.closed'))}
      >
        {t('advances.deduct')}
      </button>
      {action.status}
    </div>
  )
}

/** Finance's advances (8903): the open ones, or all; an open remainder is closed as repaid or deducted in payroll. */
export function FinanceAdvances() {
  const t = useT()
  const [open, setOpen] = useState(true)
  const list = useRequest(() => api.allAdvances(open), [open])
  return (
    <section aria-labelledby="all-advances">
      <h2 id="all-advances">{t('advances.all')}</h2>
      <label className="check">
        <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
        {t('advances.onlyOpen')}
      </label>
      <LoadError className="form-error" error={list.error} retry={list.retry} />
      {list.data?.rows.length === 0 && <p className="empty">{t('advances.none')}</p>}
      <ul className="cards">
        {list.data?.rows.map((a) => (
          <AdvanceCard key={a.id} advance={a}>
            {a.status === 'approved' && positive(a.open) && !a.remainderWay && (
              <CloseRemainder advance={a} onDone={list.retry} />
            )}
          </AdvanceCard>
        ))}
      </ul>
    </section>
  )
}

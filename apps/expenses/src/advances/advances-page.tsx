import { useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { LoadError, router, useAction, useT } from '@hr-portal/kit'
import { api } from '../api'
import { amountProblem } from '../money'
import { Page } from '../page'
import { AdvanceCard } from './advance-card'
import { FinanceAdvances } from './finance-advances'

/** Advances (menu 8905): ask one (approved as claims are), my advances with what claims settled; finance's list below. */
export function AdvancesPage() {
  const t = useT()
  const finance = usePermission('8903')
  const mine = useRequest(() => api.myAdvances(), [])
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [neededBy, setNeededBy] = useState('')
  const [problem, setProblem] = useState('')
  const action = useAction(mine.retry)
  return (
    <Page title={t('advances.title')}>
      <form
        className="panel form-grid"
        aria-label={t('advances.request')}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const bad = amountProblem(amount)
          setProblem(bad ? t(`check.amount.${bad}`) : '')
          if (bad || !reason.trim()) return action.setProblem(bad ? t('check.fix') : t('advances.reasonRequired'))
          const body = { amount: amount.trim(), reason: reason.trim(), ...(neededBy ? { neededBy } : {}) }
          void action
            .run(() => api.requestAdvance(body), t('advances.requested'))
            .then((ok) => {
              if (ok) {
                setAmount('')
                setReason('')
                setNeededBy('')
              }
            })
        }}
      >
        <h2>{t('advances.request')}</h2>
        <label>
          {t('advances.amount')}
          <input
            inputMode="decimal"
            required
            value={amount}
            placeholder="0.00"
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'advance-amount-problem' : undefined}
          />
          {problem && (
            <span id="advance-amount-problem" className="field-problem" role="alert">
              {problem}
            </span>
          )}
        </label>
        <label>
          {t('advances.reason')}
          <textarea required rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
        <label>
          {t('advances.neededBy')}
          <input type="date" value={neededBy} onChange={(e) => setNeededBy(e.target.value)} />
        </label>
        {action.status}
        <div className="buttons">
          <button type="submit" className="primary" disabled={action.busy}>
            {t('advances.send')}
          </button>
        </div>
      </form>
      <section aria-labelledby="my-advances">
        <h2 id="my-advances">{t('advances.mine')}</h2>
        <LoadError className="form-error" error={mine.error} retry={mine.retry} />
        {mine.data?.rows.length === 0 && <p className="empty">{t('advances.none')}</p>}
        <ul className="cards">
          {mine.data?.rows.map((a) => (
            <AdvanceCard key={a.id} advance={a}>
              <button type="button" className="link" onClick={() => router.navigate(`/advances/${a.id}`)}>
                {t('advances.open')}
              </button>
            </AdvanceCard>
          ))}
        </ul>
      </section>
      {finance && <FinanceAdvances />}
    </Page>
  )
}

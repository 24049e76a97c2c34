import { useState } from 'react'
import { useAction, useT } from '@hr-portal/kit'
import { contractApi, TERMS, type Contract, type Term } from './contract-api'
import { DateField } from '@hr-portal/ui'

/**
 * Asks for a renewal (new term and end), a non-renewal (the contract ends on its end date) or a termination (date)
 * with a reason; the workflow decides it.
 */
export function ChangeForm({
  contract,
  kind,
  onDone,
  onCancel,
}: {
  contract: Contract
  kind: 'renewal' | 'nonRenewal' | 'termination'
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const [term, setTerm] = useState<Term>('fixed')
  const [date, setDate] = useState('')
  const [reason, setReason] = useState('')
  const action = useAction()
  const title =
    kind === 'renewal'
      ? t('contracts.renew')
      : kind === 'nonRenewal'
        ? t('contracts.notRenew')
        : t('contracts.terminate')
  function submit() {
    void action.run(async () => {
      if (kind === 'renewal')
        await contractApi.renew(contract.id, { term, endDate: term === 'open' ? '' : date, reason })
      else if (kind === 'nonRenewal') await contractApi.notRenew(contract.id, { reason })
      else await contractApi.terminate(contract.id, { date, reason })
      onDone()
    })
  }
  return (
    <form
      className="pers-section pers-contract-form"
      aria-label={title}
      data-testid="change-form"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <h2>{title}</h2>
      <p className="pers-hint">
        {kind === 'renewal'
          ? t('contracts.renewHint', { start: contract.endDate })
          : kind === 'nonRenewal'
            ? t('contracts.notRenewHint', { end: contract.endDate })
            : t('contracts.terminateHint')}
      </p>
      <div className="pers-form-grid">
        {kind === 'renewal' && (
          <label className="pers-inline-field">
            {t('contracts.term')}
            <select
              className="hr-input"
              value={term}
              data-testid="change-term"
              onChange={(e) => setTerm(e.target.value as Term)}
            >
              {TERMS.map((value) => (
                <option key={value} value={value}>
                  {t(`contracts.terms.${value}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {(kind === 'termination' || (kind === 'renewal' && term !== 'open')) && (
          <label className="pers-inline-field">
            {kind === 'renewal' ? t('contracts.newEnd') : t('contracts.terminationDate')}
            {(kind === 'termination' || term === 'fixed') && ' *'}
            <DateField
              kind="date"
              className="hr-input"
              required={kind === 'termination' || term === 'fixed'}
              value={date}
              data-testid="change-date"
              onValueChange={setDate}
            />
          </label>
        )}
      </div>
      <label className="pers-inline-field pers-wide">
        {t('contracts.reason')} *
        <textarea
          className="hr-input pers-textarea"
          required
          maxLength={500}
          value={reason}
          data-testid="change-reason"
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      {action.problem && (
        <p role="alert" className="pers-error" data-testid="change-error">
          {action.problem}
        </p>
      )}
      <div className="pers-form-actions">
        <button
          type="submit"
          className="hr-button"
          data-variant="primary"
          data-testid="change-submit"
          disabled={action.busy}
        >
          {t('contracts.submitChange')}
        </button>
        <button type="button" className="hr-button" onClick={onCancel} disabled={action.busy}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}

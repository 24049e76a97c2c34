import { useState } from 'react'
import { useLanguage, useT } from '@hr-portal/kit'
import { DialogContainer, dialogContainerLabels } from '@hr-portal/ui'
import { balancesApi } from './balances-api'

/** Adds or takes away days of a type in a year for the people chosen, with the reason the ledger keeps. */
export function AdjustDialog({
  userIds,
  typeCode,
  typeName,
  year,
  onDone,
  onClose,
}: {
  userIds: number[]
  typeCode: string
  typeName: string
  year: number
  onDone: (count: number) => void
  onClose: () => void
}) {
  const t = useT()
  const language = useLanguage()
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')

  async function save() {
    setProblem('')
    const value = Number(amount)
    if (
      !amount.trim() ||
      !Number.isFinite(value) ||
      value === 0 ||
      Math.round(value * 2) !== value * 2 ||
      !reason.trim()
    ) {
      setProblem(t('balances.adjustNeeds'))
      throw new Error('incomplete')
    }
    try {
      const { adjusted } = await balancesApi.adjust(userIds, typeCode, year, value, reason.trim())
      onDone(adjusted)
    } catch (error) {
      setProblem((error as Error).message)
      throw error
    }
  }

  return (
    <DialogContainer
      open
      title={t('balances.adjustTitle', { type: typeName, year, n: userIds.length })}
      width={480}
      labels={dialogContainerLabels[language]}
      formBtnList={[{ event: 'save', text: t('balances.adjustSave'), type: 'primary', delay: false }]}
      onButton={save}
      onClose={onClose}
    >
      <div className="adjust-form" data-testid="adjust-dialog">
        <label>
          {t('balances.adjustAmount')}
          <input
            type="number"
            step={0.5}
            min={-365}
            max={365}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
        </label>
        <p className="form-hint">{t('balances.adjustHint')}</p>
        <label>
          {t('balances.reason')}
          <textarea value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} required />
        </label>
        {problem && (
          <p role="alert" className="form-error" data-testid="adjust-error">
            {problem}
          </p>
        )}
      </div>
    </DialogContainer>
  )
}

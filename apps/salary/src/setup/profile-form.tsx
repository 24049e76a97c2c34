import { useState } from 'react'
import { salary, currentMonth, messageOf, type Choice, type Item, type Profile, type ProfileFields } from '../api'
import { useLanguage, useT } from '@hr-portal/kit'
import { CostCentreSelect } from './cost-centre-select'
import { DateField } from '@hr-portal/ui'

interface Props {
  employeeId: number
  current: Profile | null
  allowanceItems: Item[]
  fields: ProfileFields
  /** The cost centres to choose from: the enabled values of the tenant's dictionary. */
  costCentres: Choice[]
  /** The months closed runs paid the person: a change from one of them is paid as back pay by the next run. */
  paidMonths?: string[]
  /** The effective months of the person's profile rows (a change is in force until the next one). */
  effectiveMonths?: string[]
  onSaved: () => void
}

/**
 * A change of a salary profile from an effective month on: base pay, allowances by fixed item, bank, cost centre (a
 * value of the cost centre dictionary), payee type (an employee, or a non-employee paid labour remuneration), reason. A field the user may only read is shown read-only, a hidden one says 'No field permissions'; only the editable
 * fields are sent (the gateway refuses the others and keeps their value in force).
 */
export function ProfileForm({
  employeeId,
  current,
  allowanceItems,
  fields,
  costCentres,
  paidMonths = [],
  effectiveMonths = [],
  onSaved,
}: Props) {
  const t = useT()
  const language = useLanguage()
  const [month, setMonth] = useState(currentMonth())
  const [base, setBase] = useState(current?.base ?? '')
  const [allowances, setAllowances] = useState<Record<string, string>>(current?.allowances ?? {})
  const [bankName, setBankName] = useState(current?.bankName ?? '')
  const [bankAccount, setBankAccount] = useState(current && !current.bankAccountMasked ? current.bankAccount : '')
  const [costCentre, setCostCentre] = useState(current?.costCentre ?? '')
  const [payeeType, setPayeeType] = useState<'employee' | 'labour'>(current?.payeeType ?? 'employee')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  // The paid months the change is in force for: from its month until the next row's.
  const next = effectiveMonths.filter((from) => from > month).sort()[0]
  const owed = paidMonths.filter((paid) => month !== '' && paid >= month && (next === undefined || paid < next))

  async function save(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem('')
    try {
      const given = Object.fromEntries(Object.entries(allowances).filter(([, v]) => v.trim() !== ''))
      await salary.profiles.save({
        employeeId,
        effectiveMonth: month,
        reason,
        ...(locked('base') ? {} : { base: base.trim() }),
        ...(locked('allowances') ? {} : { allowances: given }),
        ...(locked('bank') ? {} : { bankName, bankAccount }),
        ...(locked('costCentre') ? {} : { costCentre }),
        payeeType,
      })
      onSaved()
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }
  const amount = { inputMode: 'decimal' as const, pattern: '-?\\d+(\\.\\d{1,2})?' }
  const shown = (field: keyof ProfileFields) => fields[field] !== 'hidden'
  const locked = (field: keyof ProfileFields) => fields[field] !== 'edit'
  const noPermission = (field: keyof ProfileFields) => (
    <p>
      <span>{t(`profiles.${field}`)}</span> <span className="hint">{t('profiles.noFieldPermission')}</span>
    </p>
  )
  return (
    <form className="form-grid" onSubmit={save} aria-labelledby="profile-form-title">
      <h3 id="profile-form-title">{t('profiles.change')}</h3>
      <div className="row">
        <label>
          {t('profiles.effectiveMonth')}
          <DateField kind="month" value={month} onValueChange={setMonth} required />
        </label>
        <p className="hint" aria-live="polite" data-testid="arrears-note">
          {owed.length === 1 && t('profiles.arrearsNoteOne', { month: owed[0] })}
          {owed.length > 1 && t('profiles.arrearsNote', { from: owed[0], to: owed[owed.length - 1] })}
        </p>
        {shown('base') ? (
          <label>
            {t('profiles.base')}
            <input
              {...amount}
              value={base}
              onChange={(e) => setBase(e.target.value)}
              required
              readOnly={locked('base')}
            />
          </label>
        ) : (
          noPermission('base')
        )}
      </div>
      {shown('allowances') ? (
        <div className="row">
          {allowanceItems.map((item) => (
            <label key={item.code}>
              {language === 'en' ? item.nameEn : item.nameZh}
              <input
                {...amount}
                value={allowances[item.code] ?? ''}
                readOnly={locked('allowances')}
                onChange={(e) => setAllowances({ ...allowances, [item.code]: e.target.value })}
              />
            </label>
          ))}
        </div>
      ) : (
        noPermission('allowances')
      )}
      <div className="row">
        {shown('bank') ? (
          <>
            <label>
              {t('profiles.bankName')}
              <input
                value={bankName}
                maxLength={60}
                readOnly={locked('bank')}
                onChange={(e) => setBankName(e.target.value)}
              />
            </label>
            <label>
              {t('profiles.bankAccount')}
              <input
                value={bankAccount}
                inputMode="numeric"
                pattern="[0-9 ]*"
                maxLength={40}
                readOnly={locked('bank')}
                onChange={(e) => setBankAccount(e.target.value)}
                autoComplete="off"
              />
            </label>
          </>
        ) : (
          noPermission('bank')
        )}
        {shown('costCentre') ? (
          <CostCentreSelect
            value={costCentre}
            choices={costCentres}
            locked={locked('costCentre')}
            onChange={setCostCentre}
            held={current?.costCentre ? { code: current.costCentre, name: current.costCentreName } : undefined}
          />
        ) : (
          noPermission('costCentre')
        )}
      </div>
      <label>
        {t('profiles.payeeType')}
        <select
          value={payeeType}
          onChange={(e) => setPayeeType(e.target.value as 'employee' | 'labour')}
          aria-describedby="payee-type-hint"
        >
          <option value="employee">{t('profiles.payeeEmployee')}</option>
          <option value="labour">{t('profiles.payeeLabour')}</option>
        </select>
      </label>
      <p className="hint" id="payee-type-hint">
        {t(payeeType === 'labour' ? 'profiles.payeeLabourHint' : 'profiles.payeeEmployeeHint')}
      </p>
      <label>
        {t('profiles.reason')}
        <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} />
      </label>
      {problem && (
        <p role="alert" className="form-error">
          {problem}
        </p>
      )}
      <div className="buttons">
        <button type="submit" className="primary" disabled={busy}>
          {t('common.save')}
        </button>
      </div>
    </form>
  )
}

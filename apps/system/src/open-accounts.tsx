import { useId, useState } from 'react'
import { callThrough } from '@hr-portal/api/client'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { usePermission } from '@hr-portal/bridge/react'
import { ConfirmDialog } from '@hr-portal/ui'
import { http, useT } from '@hr-portal/kit'

/** What names an opened account: the record's job number, mobile or e-mail. */
export type NameRule = 'jobNumber' | 'phone' | 'email'
const RULES: NameRule[] = ['jobNumber', 'phone', 'email']

/** The records' onboarding function: opening accounts is part of it (gateway personnel/records/functions.ts). */
export const OPEN_ACCOUNTS_FUNCTION = '110102'

/** The choice of what names the accounts (a labelled select, keyboard-operable). */
export function NameRuleSelect({ value, onChange }: { value: NameRule; onChange: (rule: NameRule) => void }) {
  const t = useT()
  const id = useId()
  return (
    <div className="open-accounts-rule">
      <label htmlFor={id}>{t('openAccounts.nameRule')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as NameRule)}>
        {RULES.map((rule) => (
          <option key={rule} value={rule}>
            {t(`openAccounts.rule.${rule}`)}
          </option>
        ))}
      </select>
    </div>
  )
}

interface Result {
  opened: Array<{ employeeId: number; userName: string }>
  refused: Array<{ employeeId: number; name: string; message: string }>
}

/**
 * The staff list's 'Open accounts' for the selected rows without an account (function 110102): the name rule, then
 * the accounts opened and the people refused with the reason. The accounts get the tenant's staff role.
 */
export function OpenAccountsButton({
  rows,
  onDone,
}: {
  /** The selected rows (those with an account are left out). */
  rows: Array<{ id: number; name: string; hasAccount?: boolean }>
  onDone: () => void
}) {
  const t = useT()
  const allowed = usePermission(OPEN_ACCOUNTS_FUNCTION)
  const [open, setOpen] = useState(false)
  const [rule, setRule] = useState<NameRule>('jobNumber')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [result, setResult] = useState<Result | null>(null)
  if (!allowed) return null
  const without = rows.filter((row) => !row.hasAccount)
  const nameOf = (id: number) => rows.find((row) => row.id === id)?.name ?? String(id)

  async function openAccounts() {
    setBusy(true)
    setError('')
    try {
      const api = personnelApi(callThrough(http))
      setResult(await api.staffAccounts.open({ employeeIds: without.map((row) => row.id), nameRule: rule }))
      onDone()
    } catch (err) {
      setError((err as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const close = () => {
    setOpen(false)
    setResult(null)
    setError('')
  }

  return (
    <>
      <button
        type="button"
        className="hr-button"
        data-testid="open-accounts"
        disabled={without.length === 0}
        title={without.length === 0 ? t('openAccounts.noneSelected') : undefined}
        onClick={() => setOpen(true)}
      >
        {t('openAccounts.button')}
      </button>
      {open && (
        <ConfirmDialog
          open
          title={t('openAccounts.title')}
          okText={result ? t('openAccounts.close') : t('openAccounts.confirm', { count: without.length })}
          onOk={() => (result ? close() : void openAccounts())}
          onCancel={close}
        >
          <div className="open-accounts" data-testid="open-accounts-dialog" aria-busy={busy}>
            <p>{t('openAccounts.intro')}</p>
            {!result && <NameRuleSelect value={rule} onChange={setRule} />}
            {error && <p role="alert">{error}</p>}
            {result && (
              <div role="status" aria-live="polite">
                <p>{t('openAccounts.opened', { count: result.opened.length })}</p>
                {result.refused.length > 0 && (
                  <>
                    <p>{t('openAccounts.refused', { count: result.refused.length })}</p>
                    <ul className="open-accounts-refused">
                      {result.refused.map((r) => (
                        <li key={r.employeeId}>
                          {r.name || nameOf(r.employeeId)}: {r.message}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            )}
          </div>
        </ConfirmDialog>
      )}
    </>
  )
}

import { useEffect, useRef, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { LoadError, useT } from '@hr-portal/kit'
import { insuranceApi, messageOf, type BaseOptions, type BaseRow } from './insurance-api'
import { DateField } from '@hr-portal/ui'
import { money } from '../money'

interface Props {
  person: BaseRow
  month: string
  options: BaseOptions
  canEdit: boolean
  onChanged: (message: string) => void
  onClose: () => void
}

/** One employee's changes of scheme and base (newest first, each can be undone) and a form for a new one from a month on. */
export function BaseForm({ person, month, options, canEdit, onChanged, onClose }: Props) {
  const t = useT()
  const [version, setVersion] = useState(0)
  const history = useRequest(
    () => insuranceApi.bases.history({ employeeId: person.employeeId }),
    [person.employeeId, version],
  )
  const [schemeId, setSchemeId] = useState(person.schemeId ?? options.schemes[0]?.id ?? 0)
  const [base, setBase] = useState(person.base ?? '')
  const [effectiveMonth, setEffectiveMonth] = useState(month)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => title.current?.focus(), [])

  async function act(work: () => Promise<unknown>, message: string) {
    setBusy(true)
    setProblem('')
    try {
      await work()
      setVersion((n) => n + 1)
      onChanged(message)
    } catch (cause) {
      setProblem(messageOf(cause))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="panel si-form" aria-labelledby="base-form-title" data-testid="base-form">
      <h2 id="base-form-title" ref={title} tabIndex={-1}>
        {t('insurance.baseOf', { name: person.name, jobNumber: person.jobNumber })}
      </h2>
      {canEdit && (
        <form
          className="si-fields"
          onSubmit={(e) => {
            e.preventDefault()
            void act(
              () => insuranceApi.bases.set({ employeeId: person.employeeId, schemeId, base, effectiveMonth }),
              t('insurance.baseSaved', { name: person.name, month: effectiveMonth }),
            )
          }}
        >
          <label>
            {t('insurance.scheme')}
            <select
              value={schemeId}
              onChange={(e) => setSchemeId(Number(e.target.value))}
              required
              data-testid="base-scheme"
            >
              {options.schemes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} · {s.city}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('insurance.base')}
            <input
              value={base}
              onChange={(e) => setBase(e.target.value)}
              required
              inputMode="decimal"
              placeholder="0.00"
              data-testid="base-amount"
            />
          </label>
          <label>
            {t('insurance.effectiveMonth')}
            <DateField
              kind="month"
              value={effectiveMonth}
              onValueChange={setEffectiveMonth}
              required
              data-testid="base-month"
            />
          </label>
          <div className="si-buttons">
            <button type="submit" className="primary" disabled={busy || options.schemes.length === 0}>
              {t('common.save')}
            </button>
            <button type="button" onClick={onClose}>
              {t('insurance.close')}
            </button>
          </div>
        </form>
      )}
      {problem && (
        <p role="alert" className="si-error" data-testid="base-problem">
          {problem}
        </p>
      )}
      <h3>{t('insurance.changes')}</h3>
      <LoadError error={history.error} retry={history.retry} />
      {history.data?.length === 0 && <p className="si-muted">{t('insurance.noChanges')}</p>}
      {history.data && history.data.length > 0 && (
        <table className="si-rates" data-testid="base-history">
          <caption className="si-hidden">{t('insurance.changes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insurance.effectiveMonth')}</th>
              <th scope="col">{t('insurance.scheme')}</th>
              <th scope="col" className="num">
                {t('insurance.base')}
              </th>
              {canEdit && <th scope="col">{t('insurance.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {history.data.map((change) => (
              <tr key={change.effectiveMonth}>
                <th scope="row">{change.effectiveMonth}</th>
                <td>{change.schemeName}</td>
                <td className="num">{money(change.base)}</td>
                {canEdit && (
                  <td>
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={t('insurance.undoOne', { month: change.effectiveMonth })}
                      onClick={() =>
                        void act(
                          () =>
                            insuranceApi.bases.delete({
                              employeeId: person.employeeId,
                              effectiveMonth: change.effectiveMonth,
                            }),
                          t('insurance.undone', { name: person.name, month: change.effectiveMonth }),
                        )
                      }
                    >
                      {t('insurance.undo')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!canEdit && (
        <div className="si-buttons">
          <button type="button" onClick={onClose}>
            {t('insurance.close')}
          </button>
        </div>
      )}
    </section>
  )
}

import { useId, useState } from 'react'
import { usePermission, useRequest } from '@hr-portal/bridge/react'
import { api, currentMonth, type Statement } from '../api'
import { PageStatus } from '../page-status'
import { useAction, useLanguage, useT } from '@hr-portal/kit'
import { DateField } from '@hr-portal/ui'

/** A provider's monthly cost statement (menu 8803): each worker's days and hours, rate and amount; 880301 confirms a finished month, 880302 exports. */
export function StatementsPage() {
  const t = useT()
  const language = useLanguage()
  const canConfirm = usePermission('880301') === true
  const canExport = usePermission('880302') === true
  const ids = { provider: useId(), month: useId() }
  const providers = useRequest(() => api.providers(), [])
  // The provider chosen, or the first one until one is chosen (a choice made as the list arrives is never undone).
  const [chosenId, setProviderId] = useState(0)
  const providerId = chosenId || providers.data?.[0]?.id || 0
  const [month, setMonth] = useState(currentMonth())
  const statement = useRequest<Statement | null>(
    () => (providerId && /^\d{4}-\d{2}$/.test(month) ? api.statement(providerId, month) : Promise.resolve(null)),
    [providerId, month],
  )
  const action = useAction(() => statement.retry())
  const s = statement.data
  const when = (at: number) => new Date(at).toLocaleString(language)

  return (
    <div className="os-page">
      <header className="page-head">
        <h1>{t('statements.title')}</h1>
        <div className="buttons">
          <label htmlFor={ids.provider}>{t('statements.provider')}</label>
          <select id={ids.provider} value={providerId} onChange={(e) => setProviderId(Number(e.target.value))}>
            {(providers.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <label htmlFor={ids.month}>{t('statements.month')}</label>
          <DateField kind="month" id={ids.month} value={month} onValueChange={setMonth} />
          {canConfirm && s && !s.confirmed && s.lines.length > 0 && s.month < currentMonth() && (
            <button
              type="button"
              className="primary"
              disabled={action.busy}
              onClick={() =>
                void action.run(() => api.confirm(s.providerId, s.month), t('statements.confirmed', { month: s.month }))
              }
            >
              {t('statements.confirm')}
            </button>
          )}
          {canExport && s && (
            <button
              type="button"
              disabled={action.busy}
              onClick={() =>
                void action.run(() => api.exportStatement(s.providerId, s.month), t('statements.exported'))
              }
            >
              {t('statements.export')}
            </button>
          )}
        </div>
      </header>
      <main className="page-body" aria-busy={statement.loading} data-testid="statements-page">
        <PageStatus request={statement} done={action.done} problem={action.problem} />
        {providers.data && !providers.data.length && <p className="empty">{t('statements.noProviders')}</p>}
        {s && (
          <>
            <p className={s.confirmed ? 'os-confirmed' : 'hint'} data-testid="statement-state">
              {s.confirmed && s.confirmedAt
                ? t('statements.confirmedAt', { at: when(s.confirmedAt) })
                : t('statements.draft')}
            </p>
            {!s.lines.length ? (
              <p className="empty">{t('statements.none')}</p>
            ) : (
              <div className="table-scroll">
                <table data-testid="statement-table">
                  <caption className="os-caption">
                    {t('statements.caption', { provider: s.providerName, month: s.month })}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('statements.worker')}</th>
                      <th scope="col">{t('statements.department')}</th>
                      <th scope="col" className="num">
                        {t('statements.rate')}
                      </th>
                      <th scope="col" className="num">
                        {t('statements.days')}
                      </th>
                      <th scope="col" className="num">
                        {t('statements.hours')}
                      </th>
                      <th scope="col" className="num">
                        {t('statements.amount')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.lines.map((line, index) => (
                      <tr key={`${line.workerId}-${index}`} data-worker={line.workerName}>
                        <th scope="row">{line.workerName}</th>
                        <td>{line.organName}</td>
                        <td className="num">
                          {line.rate} <span className="hint">{t(`units.${line.rateUnit}`)}</span>
                        </td>
                        <td className="num">{line.daysWorked}</td>
                        <td className="num">{line.hoursWorked}</td>
                        <td className="num">{line.amount}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={5}>
                        {t('statements.total')}
                      </th>
                      <td className="num" data-testid="statement-total">
                        {s.total}
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </>
        )}
      </main>
    </div>
  )
}

import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useAction, useLanguage, useT } from '@hr-portal/kit'
import { leavingApi, money, type Settlement } from './leaving-api'

/** One line of the settlement: what it is, how it was worked out, and the amount. */
function Line({ label, how, amount }: { label: string; how: string; amount: string }) {
  return (
    <div className="pers-field">
      <dt>{label}</dt>
      <dd>
        <span className="pers-leaving-amount">{money(amount)}</span>
        <span className="pers-hint"> {how}</span>
      </dd>
    </div>
  )
}

/**
 * The final settlement for HR to review: the last month's salary (paid by that month's regular run), the untaken
 * annual leave, the economic compensation and its tax, each with how it was worked out; HR may choose the city and
 * replace the leave pay or the compensation with a note, then pay it once as an off-cycle run.
 */
export function SettlementSection({ caseId, onPaid }: { caseId: string; onPaid: () => void }) {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const [version, setVersion] = useState(0)
  const settlement = useRequest(() => leavingApi.settlement(caseId), [caseId, version, language])
  const cities = useRequest(() => leavingApi.cities(), [language])
  const action = useAction(() => setVersion((n) => n + 1))
  const s = settlement.data
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`} data-testid="settlement">
      <h2 id={`${id}-title`}>{t('leaving.settlement')}</h2>
      <RequestError className="pers-error" error={settlement.error} retry={settlement.retry} />
      {s && (
        <>
          <dl className="pers-fields">
            {s.salary ? (
              <Line
                label={t('leaving.salaryToLastDay', { month: s.month })}
                how={
                  s.salary.employed === null
                    ? t('leaving.wholeMonth', { group: s.salary.groupName })
                    : t('leaving.prorated', {
                        employed: s.salary.employed,
                        total: s.salary.total ?? 0,
                        group: s.salary.groupName,
                      })
                }
                amount={s.salary.salaryToLastDay}
              />
            ) : (
              <div className="pers-field">
                <dt>{t('leaving.salaryToLastDay', { month: s.month })}</dt>
                <dd>{t('leaving.noGroup')}</dd>
              </div>
            )}
            <Line
              label={t('leaving.leavePay')}
              how={t('leaving.leaveHow', {
                worked: s.leave.daysWorked,
                year: s.leave.yearDays,
                entitled: s.leave.entitled,
                taken: s.leave.taken,
                run: s.leave.paidByRun,
                untaken: s.leave.untaken,
                daily: money(s.leave.dailyWage),
                rate: s.leave.ratePct,
              })}
              amount={s.adjustments.leavePay ?? s.leave.amount}
            />
            <Line
              label={t('leaving.compensation')}
              how={
                s.compensation.owed
                  ? t('leaving.compensationHow', {
                      years: s.compensation.serviceYears,
                      months: s.compensation.serviceMonths,
                      n: s.compensation.months,
                      wage: money(s.compensation.wageBasis),
                      capped: s.compensation.capped ? t('leaving.capped') : '',
                      notice: money(s.compensation.noticePay),
                    })
                  : t('leaving.notOwed')
              }
              amount={s.adjustments.compensation ?? s.compensation.amount}
            />
            {Number(s.adjustments.compensation ?? s.compensation.amount) > 0 && (
              <Line
                label={t('leaving.compensationTax')}
                how={t('leaving.taxHow', { limit: money(s.tax.exemptLimit), taxable: money(s.tax.taxable) })}
                amount={s.tax.tax}
              />
            )}
            <Line label={t('leaving.offCycleTotal')} how={t('leaving.offCycleHow')} amount={s.offCycleTotal} />
          </dl>
          {s.paid ? (
            <p className="form-done" data-testid="settlement-paid">
              {t('leaving.paidAs', { run: s.runId ?? '—' })}
            </p>
          ) : (
            <AdjustForm
              settlement={s}
              cities={cities.data?.map((c) => c.city) ?? []}
              busy={action.busy}
              onSave={(body) =>
                void action.run(() => leavingApi.adjust({ id: caseId, ...body }), t('leaving.adjusted'))
              }
              onPay={() =>
                void action.run(async () => {
                  await leavingApi.pay(caseId)
                  onPaid()
                }, t('leaving.paid'))
              }
            />
          )}
          {action.status}
        </>
      )}
    </section>
  )
}

type Adjust = { city: string; leavePay: string | null; compensation: string | null; note: string }

function AdjustForm(props: {
  settlement: Settlement
  cities: string[]
  busy: boolean
  onSave: (body: Adjust) => void
  onPay: () => void
}) {
  const t = useT()
  const id = useId()
  const { settlement: s } = props
  const [city, setCity] = useState(s.city?.city ?? '')
  const [leavePay, setLeavePay] = useState(s.adjustments.leavePay ?? '')
  const [compensation, setCompensation] = useState(s.adjustments.compensation ?? '')
  const [note, setNote] = useState(s.note)
  return (
    <form
      className="pers-leaving-form"
      onSubmit={(event) => {
        event.preventDefault()
        props.onSave({ city, leavePay: leavePay.trim() || null, compensation: compensation.trim() || null, note })
      }}
    >
      <label htmlFor={`${id}-city`}>{t('leaving.city')}</label>
      <select id={`${id}-city`} className="hr-input" value={city} onChange={(e) => setCity(e.target.value)}>
        <option value="">{t('leaving.defaultCity')}</option>
        {props.cities.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-leave`}>{t('leaving.leavePayOverride')}</label>
      <input
        id={`${id}-leave`}
        className="hr-input"
        inputMode="decimal"
        pattern="\d{1,12}(\.\d{1,2})?"
        value={leavePay}
        placeholder={s.leave.amount}
        onChange={(e) => setLeavePay(e.target.value)}
      />
      <label htmlFor={`${id}-comp`}>{t('leaving.compensationOverride')}</label>
      <input
        id={`${id}-comp`}
        className="hr-input"
        inputMode="decimal"
        pattern="\d{1,12}(\.\d{1,2})?"
        value={compensation}
        placeholder={s.compensation.amount}
        onChange={(e) => setCompensation(e.target.value)}
      />
      <label htmlFor={`${id}-note`}>{t('leaving.note')}</label>
      <input
        id={`${id}-note`}
        className="hr-input"
        maxLength={500}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="pers-leaving-buttons">
        <button type="submit" className="hr-button" disabled={props.busy}>
          {t('leaving.saveAdjustments')}
        </button>
        <button type="button" className="hr-button" data-variant="primary" disabled={props.busy} onClick={props.onPay}>
          {t('leaving.pay')}
        </button>
      </div>
    </form>
  )
}

import { useId, useState } from 'react'
import { DialogContainer, dialogContainerLabels } from '@hr-portal/ui'
import { api, type CatalogueReport, type ParamValues, type Schedule } from '../api'
import { useLanguage, useT } from '@hr-portal/kit'
import { formatTime } from '../when'

interface Props {
  report: CatalogueReport
  values: ParamValues
  onClose: () => void
  onDone: (message: string) => void
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
const DAYS = Array.from({ length: 28 }, (_, day) => day + 1)

/** Subscribes to the report with the parameters on the page (a month may follow the run: previous or current) and a schedule. */
export function SubscribeDialog({ report, values, onClose, onDone }: Props) {
  const t = useT()
  const language = useLanguage()
  const id = useId()
  const months = report.params.filter((p) => p.kind === 'month')
  const [monthChoice, setMonthChoice] = useState<Record<string, string>>(
    Object.fromEntries(months.map((p) => [p.name, 'previous'])),
  )
  const [frequency, setFrequency] = useState<Schedule['frequency']>('monthly')
  const [weekday, setWeekday] = useState(1)
  const [monthDay, setMonthDay] = useState(1)
  const [hour, setHour] = useState(8)
  const [failure, setFailure] = useState('')

  async function save() {
    setFailure('')
    const schedule: Schedule =
      frequency === 'weekly'
        ? { frequency, weekday, hour }
        : frequency === 'monthly'
          ? { frequency, monthDay, hour }
          : { frequency, hour }
    const params = {
      ...values,
      ...Object.fromEntries(
        Object.entries(monthChoice).map(([name, choice]) => [name, choice === 'fixed' ? values[name] : choice]),
      ),
    }
    try {
      const saved = await api.subscribe(report.code, params, schedule)
      onDone(
        t('subscribe.done', {
          title: report.title,
          when: saved.nextRunAt ? formatTime(saved.nextRunAt, language) : '',
        }),
      )
    } catch (error) {
      setFailure((error as Error).message || t('common.failed'))
      throw error
    }
  }

  return (
    <DialogContainer
      open
      title={t('subscribe.title', { title: report.title })}
      width={480}
      labels={dialogContainerLabels[language]}
      formBtnList={[{ event: 'save', text: t('subscribe.save'), type: 'primary' }]}
      onButton={save}
      onClose={onClose}
    >
      <div className="rc-dialog" data-testid="subscribe-dialog">
        {months.map((param) => (
          <label key={param.name}>
            {t('subscribe.month', { label: param.label })}
            <select
              value={monthChoice[param.name]}
              onChange={(e) => setMonthChoice({ ...monthChoice, [param.name]: e.target.value })}
            >
              <option value="previous">{t('subscribe.previous')}</option>
              <option value="current">{t('subscribe.current')}</option>
              {values[param.name] ? (
                <option value="fixed">{t('subscribe.fixed', { month: values[param.name] })}</option>
              ) : null}
            </select>
          </label>
        ))}
        <label htmlFor={`${id}-f`}>{t('subscribe.frequency')}</label>
        <select
          id={`${id}-f`}
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as Schedule['frequency'])}
        >
          {(['daily', 'weekly', 'monthly'] as const).map((f) => (
            <option key={f} value={f}>
              {t(`subscribe.${f}`)}
            </option>
          ))}
        </select>
        {frequency === 'weekly' && (
          <label>
            {t('subscribe.weekday')}
            <select value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
              {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                <option key={d} value={d}>
                  {t(`weekdays.${d}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {frequency === 'monthly' && (
          <label>
            {t('subscribe.monthDay')}
            <select value={monthDay} onChange={(e) => setMonthDay(Number(e.target.value))}>
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          {t('subscribe.hour')}
          <select value={hour} onChange={(e) => setHour(Number(e.target.value))}>
            {HOURS.map((h) => (
              <option key={h} value={h}>{`${String(h).padStart(2, '0')}:00`}</option>
            ))}
          </select>
        </label>
        <p className="hint">{t('subscribe.zone')}</p>
        {failure && (
          <p role="alert" className="form-error">
            {failure}
          </p>
        )}
      </div>
    </DialogContainer>
  )
}

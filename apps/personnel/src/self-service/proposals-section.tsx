import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useAction, useLanguage, useT } from '@hr-portal/kit'
import type { RecordField } from '../api'
import { selfApi } from './self-api'

/**
 * 'Request a change' on My record: one open field at a time with its new value, sent to HR for approval; the
 * person's requests with where each stands. `current` holds the record's values by field key.
 */
export function ProposalsSection({
  current,
  recordFields,
}: {
  current: Record<string, unknown>
  recordFields: RecordField[]
}) {
  const t = useT()
  const id = useId()
  const language = useLanguage()
  const setting = useRequest(() => selfApi.setting(), [language])
  const proposals = useRequest(() => selfApi.proposals(), [language])
  const [field, setField] = useState('')
  const [value, setValue] = useState('')
  const action = useAction(() => {
    setValue('')
    proposals.retry()
  })
  const fields = setting.data?.fields ?? []
  const chosen = field || fields[0]?.key || ''
  const options = recordFields.find((f) => f.key === chosen && f.type === 'select')?.options
  const raw = current[chosen]
  const now = options?.find((o) => o.value === raw)?.label ?? raw
  return (
    <section className="pers-section" aria-labelledby={`${id}-title`} data-testid="my-proposals">
      <h2 id={`${id}-title`}>{t('self.proposals')}</h2>
      <RequestError className="pers-error" error={setting.error ?? proposals.error} retry={setting.retry} />
      {setting.data && fields.length === 0 && <p className="pers-hint">{t('self.noOpenFields')}</p>}
      {fields.length > 0 && (
        <form
          className="pers-self-form"
          onSubmit={(event) => {
            event.preventDefault()
            void action.run(() => selfApi.propose(chosen, value), t('self.proposed'))
          }}
        >
          <p className="pers-hint">{t('self.proposalsHint')}</p>
          <label htmlFor={`${id}-field`}>{t('self.field')}</label>
          <select
            id={`${id}-field`}
            className="hr-input"
            value={chosen}
            onChange={(e) => {
              setField(e.target.value)
              setValue('')
            }}
          >
            {fields.map((f) => (
              <option key={f.key} value={f.key}>
                {f.label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-value`}>{t('self.newValue')}</label>
          {options ? (
            <select
              id={`${id}-value`}
              className="hr-input"
              value={value}
              aria-describedby={`${id}-now`}
              onChange={(e) => setValue(e.target.value)}
            >
              <option value="">{t('common.choose')}</option>
              {options
                .filter((o) => !o.disabled)
                .map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
            </select>
          ) : (
            <input
              id={`${id}-value`}
              className="hr-input"
              value={value}
              maxLength={500}
              aria-describedby={`${id}-now`}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
          <p id={`${id}-now`} className="pers-hint">
            {t('self.current', {
              value: now === null || now === undefined || now === '' ? t('common.none') : String(now),
            })}
          </p>
          <button type="submit" className="hr-button" data-variant="primary" disabled={action.busy}>
            {t('self.propose')}
          </button>
          {action.status}
        </form>
      )}
      <h3>{t('self.myProposals')}</h3>
      {proposals.data?.length === 0 && <p className="pers-hint">{t('self.noProposals')}</p>}
      <ul className="pers-self-list">
        {proposals.data?.map((p) => (
          <li key={p.id}>
            <span className="pers-self-what">{p.label}</span>
            <span>
              {t('self.change', { from: p.beforeValue || t('common.none'), to: p.value || t('common.none') })}
            </span>
            <span className={`pers-self-status pers-self-${p.status}`}>{t(`self.status.${p.status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

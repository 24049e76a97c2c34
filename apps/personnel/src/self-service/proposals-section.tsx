import { useId, useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { RequestError, useAction, useLanguage, useT } from '@hr-portal/kit'
import type { RecordField } from '../api'
import { familyList } from '../record/family'
import { FamilyEditor } from '../record/family-editor'
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
  // The family list being edited (undefined: the record's own, until changed).
  const [family, setFamily] = useState<string | null | undefined>(undefined)
  const action = useAction(() => {
    setValue('')
    setFamily(undefined)
    proposals.retry()
  })
  const fields = setting.data?.fields ?? []
  const chosen = field || fields[0]?.key || ''
  const options = recordFields.find((f) => f.key === chosen && f.type === 'select')?.options
  const raw = current[chosen]
  const now =
    chosen === 'family'
      ? familyList(raw)
          .map((m) => `${m.n} (${t(`family.relations.${m.r}`)})`)
          .join(', ')
      : (options?.find((o) => o.value === raw)?.label ?? raw)
  const familyDraft = family === undefined ? (raw ?? null) : family
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
            const given = chosen === 'family' ? String(familyDraft ?? '') : value
            void action.run(() => selfApi.propose(chosen, given), t('self.proposed'))
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
              setFamily(undefined)
            }}
          >
            {fields.map((f) => (
              <option key={f.key} value={f.key}>
                {f.label}
              </option>
            ))}
          </select>
          {chosen === 'family' ? (
            <p>{t('self.newValue')}</p>
          ) : (
            <label htmlFor={`${id}-value`}>{t('self.newValue')}</label>
          )}
          {chosen === 'family' ? (
            <FamilyEditor
              value={familyDraft}
              onChange={setFamily}
              label={`${t('self.newValue')}: ${recordFields.find((f) => f.key === 'family')?.label ?? t('record.family')}`}
            />
          ) : options ? (
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

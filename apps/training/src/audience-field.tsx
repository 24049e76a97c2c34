import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { api, type Audience, type Organ } from './api'
import { call, useT } from '@hr-portal/kit'

const flatten = (organs: Organ[], depth = 0): Array<{ id: number; name: string; depth: number }> =>
  organs.flatMap((organ) => [{ id: organ.id, name: organ.name, depth }, ...flatten(organ.children ?? [], depth + 1)])

/** Who something is for: departments (with those below), posts and single people, chosen from the tenant's lists. */
export function AudienceField({ value, onChange }: { value: Audience; onChange: (value: Audience) => void }) {
  const t = useT()
  const organs = useRequest(() => api.organs().catch(() => []), [])
  const posts = useRequest(
    () => call<Array<{ id: number; name: string }>>('/ums/web/zhiwei/getAllZhiweis', {}).catch(() => []),
    [],
  )
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<Array<{ id: number; name: string; jobNumber?: string }>>([])
  const [names, setNames] = useState<Record<number, string>>({})
  const toggle = (key: keyof Audience, id: number) =>
    onChange({
      ...value,
      [key]: value[key].includes(id) ? value[key].filter((one) => one !== id) : [...value[key], id],
    })

  return (
    <fieldset className="audience">
      <legend>{t('audience.title')}</legend>
      <label>
        {t('audience.departments')}
        <select
          multiple
          size={5}
          value={value.organIds.map(String)}
          data-testid="audience-organs"
          onChange={(e) => onChange({ ...value, organIds: [...e.target.selectedOptions].map((o) => Number(o.value)) })}
        >
          {flatten(organs.data ?? []).map((o) => (
            <option key={o.id} value={o.id}>{`${'\u00a0\u00a0'.repeat(o.depth)}${o.name}`}</option>
          ))}
        </select>
      </label>
      <label>
        {t('audience.posts')}
        <select
          multiple
          size={4}
          value={value.zhiweiIds.map(String)}
          onChange={(e) => onChange({ ...value, zhiweiIds: [...e.target.selectedOptions].map((o) => Number(o.value)) })}
        >
          {(posts.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <div className="row">
        <label>
          {t('audience.findPerson')}
          <input value={keyword} onChange={(e) => setKeyword(e.target.value)} />
        </label>
        <button
          type="button"
          onClick={() =>
            void api
              .findStaff(keyword)
              .then(setFound)
              .catch(() => setFound([]))
          }
        >
          {t('audience.find')}
        </button>
      </div>
      {found.length > 0 && (
        <ul className="chips" aria-label={t('audience.found')}>
          {found.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                aria-pressed={value.employeeIds.includes(person.id)}
                onClick={() => {
                  setNames({ ...names, [person.id]: person.name })
                  toggle('employeeIds', person.id)
                }}
              >
                {person.name} {person.jobNumber ?? ''}
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.employeeIds.length > 0 && (
        <p className="hint">
          {t('audience.people', { names: value.employeeIds.map((id) => names[id] ?? `#${id}`).join(', ') })}
        </p>
      )}
    </fieldset>
  )
}

import { useState } from 'react'
import { api, type Person } from '../api'
import { useT } from '../use-t'

/** Finds people by name or job number and adds the one chosen. */
export function PeoplePicker({ chosen, onChange }: { chosen: Person[]; onChange: (people: Person[]) => void }) {
  const t = useT()
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<Person[]>([])
  async function search(event: React.FormEvent | React.MouseEvent | React.KeyboardEvent) {
    event.preventDefault()
    setFound(await api.findPeople(keyword.trim()))
  }
  return (
    <fieldset>
      <legend>{t('groups.people')}</legend>
      <ul className="chips" aria-label={t('groups.people')}>
        {chosen.map((p) => (
          <li key={p.id}>{p.name} <span className="hint">{p.jobNumber}</span>
            <button type="button" aria-label={t('groups.removeOne', { name: p.name })} onClick={() => onChange(chosen.filter((c) => c.id !== p.id))}>×</button>
          </li>
        ))}
      </ul>
      <div className="row">
        <input value={keyword} onChange={(e) => setKeyword(e.target.value)} aria-label={t('groups.findPerson')} placeholder={t('groups.findPerson')}
          onKeyDown={(e) => { if (e.key === 'Enter') void search(e) }} />
        <button type="button" onClick={search}>{t('groups.find')}</button>
      </div>
      {found.length > 0 && (
        <ul className="found" aria-live="polite">
          {found.filter((p) => !chosen.some((c) => c.id === p.id)).map((p) => (
            <li key={p.id}><button type="button" onClick={() => onChange([...chosen, p])}>{t('groups.addOne', { name: p.name })} {p.jobNumber}</button></li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}

import { useState } from 'react'
import { call } from '../http'
import { useT } from '../use-t'

interface Person { id: number; name: string; jobNumber: string; organName?: string }

/** Finds people by name or job number (the staff in the caller's data range) and adds the one chosen. */
export function PeoplePicker({ chosen, onChange }: { chosen: Person[]; onChange: (people: Person[]) => void }) {
  const t = useT()
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<Person[]>([])
  async function search(event: React.FormEvent | React.MouseEvent) {
    event.preventDefault()
    setFound(await call<Person[]>('/ums/web/user/getUserByKeyWord', { keyword: keyword.trim(), rows: 10 }))
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
          onKeyDown={(e) => { if (e.key === 'Enter') void search(e) }} data-testid="person-keyword" />
        <button type="button" onClick={search}>{t('groups.find')}</button>
      </div>
      {found.length > 0 && (
        <ul className="found" aria-live="polite">
          {found.filter((p) => !chosen.some((c) => c.id === p.id)).map((p) => (
            <li key={p.id}><button type="button" onClick={() => onChange([...chosen, p])} data-testid="person-add">{t('groups.addOne', { name: p.name })} {p.jobNumber}</button></li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}

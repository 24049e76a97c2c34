import { useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react'
import type { Language } from '../i18n/create-i18n'
import { peoplePickerLabels } from './labels'

export interface PickedPerson {
  id: number
  name: string
  jobNumber: string
}

export interface PeoplePickerProps<P extends PickedPerson> {
  /** The fieldset's legend. */
  legend: string
  chosen: P[]
  onChange: (people: P[]) => void
  /** The people matching a name or job number (the app's own query, within the caller's data range). */
  find: (keyword: string) => Promise<P[]>
  language: Language
}

/** Finds people by name or job number and adds the one chosen; the chosen are chips, each with its remove button. */
export function PeoplePicker<P extends PickedPerson>({
  legend,
  chosen,
  onChange,
  find,
  language,
}: PeoplePickerProps<P>) {
  const labels = peoplePickerLabels[language]
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<P[]>([])
  async function search(event: FormEvent | MouseEvent | KeyboardEvent) {
    event.preventDefault()
    setFound(await find(keyword.trim()))
  }
  return (
    <fieldset>
      <legend>{legend}</legend>
      <ul className="chips" aria-label={legend}>
        {chosen.map((p) => (
          <li key={p.id}>
            {p.name} <span className="hint">{p.jobNumber}</span>
            <button
              type="button"
              aria-label={labels.removeOne(p.name)}
              onClick={() => onChange(chosen.filter((c) => c.id !== p.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="row">
        <input
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          aria-label={labels.findPerson}
          placeholder={labels.findPerson}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void search(e)
          }}
          data-testid="person-keyword"
        />
        <button type="button" onClick={search}>
          {labels.find}
        </button>
      </div>
      {found.length > 0 && (
        <ul className="found" aria-live="polite">
          {found
            .filter((p) => !chosen.some((c) => c.id === p.id))
            .map((p) => (
              <li key={p.id}>
                <button type="button" onClick={() => onChange([...chosen, p])} data-testid="person-add">
                  {labels.addOne(p.name)} {p.jobNumber}
                </button>
              </li>
            ))}
        </ul>
      )}
    </fieldset>
  )
}

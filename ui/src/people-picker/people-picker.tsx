import { useId, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react'
import type { Language } from '../i18n/create-i18n'
import { peoplePickerLabels } from './labels'

export interface PickedPerson {
  id: number
  name: string
  jobNumber: string
}

/** A page of the people a search found, and how many it found in all. */
export interface FoundPage<P> {
  rows: P[]
  total: number
}

export interface PeoplePickerProps<P extends PickedPerson> {
  /** The fieldset's legend. */
  legend: string
  chosen: P[]
  onChange: (people: P[]) => void
  /**
   * The people matching a name or job number (the app's own query, within the caller's data range): all at once, or
   * a page at a time (`page` from 1) with the total, and the picker offers the next page.
   */
  find: (keyword: string, page: number) => Promise<P[] | FoundPage<P>>
  language: Language
}

/**
 * Finds people by name or job number and adds the one chosen; the chosen are chips, each with its remove button. The
 * field and its Find button are the theme's (hr-input, hr-button; Enter in the field finds too); a search that finds
 * nobody, or fails, says so in a live region; a search answered a page at a time offers the next page below the
 * people found ("Show more (10 of 34 shown)").
 */
export function PeoplePicker<P extends PickedPerson>({
  legend,
  chosen,
  onChange,
  find,
  language,
}: PeoplePickerProps<P>) {
  const labels = peoplePickerLabels[language]
  const id = useId()
  const [keyword, setKeyword] = useState('')
  // The people found so far, and for a paged search what it asked, its last page and how many it found in all.
  const [found, setFound] = useState<P[]>([])
  const [paging, setPaging] = useState<{ keyword: string; page: number; total: number } | null>(null)
  // What the last search found nobody for, or that it failed (said in the current language).
  const [note, setNote] = useState<{ keyword: string; problem: boolean } | null>(null)
  async function search(event: FormEvent | MouseEvent | KeyboardEvent) {
    event.preventDefault()
    const asked = keyword.trim()
    try {
      const answer = await find(asked, 1)
      const people = Array.isArray(answer) ? answer : answer.rows
      setFound(people)
      setPaging(Array.isArray(answer) ? null : { keyword: asked, page: 1, total: answer.total })
      setNote(people.length ? null : { keyword: asked, problem: false })
    } catch {
      setFound([])
      setPaging(null)
      setNote({ keyword: asked, problem: true })
    }
  }
  /** The next page of a paged search, added below the people found. */
  async function more() {
    if (!paging) return
    try {
      const answer = await find(paging.keyword, paging.page + 1)
      const people = Array.isArray(answer) ? answer : answer.rows
      const shown = [...found, ...people.filter((p) => !found.some((f) => f.id === p.id))]
      setFound(shown)
      // A page that brings nobody new ends the search (the staff changed meanwhile).
      const total = Array.isArray(answer) || shown.length === found.length ? shown.length : answer.total
      setPaging({ ...paging, page: paging.page + 1, total })
    } catch {
      setNote({ keyword: paging.keyword, problem: true })
    }
  }
  return (
    <fieldset className="hr-people-picker">
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
        <label htmlFor={`${id}-keyword`} className="hr-sr-only">
          {labels.findPerson}
        </label>
        <input
          id={`${id}-keyword`}
          className="hr-input"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={labels.findPerson}
          aria-describedby={note ? `${id}-note` : undefined}
          aria-invalid={note?.problem || undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void search(e)
          }}
          data-testid="person-keyword"
        />
        <button type="button" className="hr-button" onClick={search}>
          {labels.find}
        </button>
      </div>
      {/* A live region, not role status: a form's own status stays the one status of its page. */}
      <p
        id={`${id}-note`}
        className="hr-people-picker-note"
        aria-live={note?.problem ? 'assertive' : 'polite'}
        data-problem={note?.problem || undefined}
      >
        {note && (note.problem ? labels.searchFailed : labels.nobodyFound(note.keyword))}
      </p>
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
      {paging && found.length < paging.total && (
        <button type="button" className="hr-button" onClick={() => void more()} data-testid="person-more">
          {labels.more(found.length, paging.total)}
        </button>
      )}
    </fieldset>
  )
}

import { useId } from 'react'
import { useT } from '@hr-portal/kit'
import type { Mark } from './kaoqin-api'

/** What the month grid shows of its people: a name or job number typed, and whether only those with an exception. */
export interface GridFilterValue {
  text: string
  exceptions: boolean
}

interface Person {
  name: string
  jobNumber: string
  days: Record<string, Mark | undefined>
}

/** The results that are not an exception: a normal day, a rest day, a holiday, leave, or a day not yet decided. */
const USUAL = new Set(['normal', 'rest', 'holiday', 'leave', 'open'])

/** The people the filter lets through, in their order. */
export function shownPeople<T extends Person>(people: T[], filter: GridFilterValue): T[] {
  const text = filter.text.trim().toLowerCase()
  return people.filter(
    (person) =>
      (!text || person.name.toLowerCase().includes(text) || person.jobNumber.toLowerCase().includes(text)) &&
      (!filter.exceptions ||
        Object.values(person.days).some((mark) => mark && (mark.flagged || !USUAL.has(mark.status)))),
  )
}

/** The search and the exceptions switch above a month grid, with how many of its people are shown (announced). */
export function GridFilter(props: {
  filter: GridFilterValue
  onChange: (filter: GridFilterValue) => void
  shown: number
  total: number
}) {
  const t = useT()
  const id = useId()
  const { filter, onChange } = props
  return (
    <div className="grid-filter" role="search" aria-label={t('att.filterLabel')}>
      <label htmlFor={`${id}-text`}>{t('att.filterText')}</label>
      <input
        id={`${id}-text`}
        type="search"
        value={filter.text}
        maxLength={50}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={filter.exceptions}
          onChange={(event) => onChange({ ...filter, exceptions: event.target.checked })}
        />
        {t('att.filterExceptions')}
      </label>
      <output aria-live="polite" data-testid="grid-count">
        {t('att.filterCount', { shown: props.shown, total: props.total })}
      </output>
    </div>
  )
}

import type { CalendarDay } from '../api'
import { useLanguage, useT } from '@hr-portal/kit'

interface Props {
  year: number
  days: CalendarDay[]
  /** Opens a day to add or change it (absent: read only). */
  onPick?: (day: string) => void
}

const pad = (n: number) => String(n).padStart(2, '0')

/** How a special day is shown: a statutory holiday ('holiday'), a bridged rest day ('bridged') or a make-up working day. */
export const kindShown = (day: Pick<CalendarDay, 'kind' | 'statutory'>): 'holiday' | 'bridged' | 'workday' =>
  day.kind === 'workday' ? 'workday' : day.statutory ? 'holiday' : 'bridged'

/**
 * A year as twelve small months: statutory holidays, bridged rest days and make-up working days marked and named; each
 * day a button when editable.
 */
export function YearView({ year, days, onPick }: Props) {
  const t = useT()
  const language = useLanguage()
  const byDay = new Map(days.map((d) => [d.day, d]))
  return (
    <div className="year-view" data-testid="year-view">
      {Array.from({ length: 12 }, (_, month) => {
        const first = new Date(Date.UTC(year, month, 1))
        const count = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
        const lead = (first.getUTCDay() + 6) % 7
        const title = t('calendars.monthName', { month: month + 1 })
        return (
          <table key={month} className="mini-month" aria-label={`${year} ${title}`}>
            <caption>{title}</caption>
            <thead>
              <tr>
                {[0, 1, 2, 3, 4, 5, 6].map((w) => (
                  <th key={w} scope="col" abbr={t(`week.long${w}`)}>
                    {t(`week.short${w}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: Math.ceil((lead + count) / 7) }, (_, row) => (
                <tr key={row}>
                  {Array.from({ length: 7 }, (_, col) => {
                    const n = row * 7 + col - lead + 1
                    if (n < 1 || n > count) return <td key={col} />
                    const day = `${year}-${pad(month + 1)}-${pad(n)}`
                    const special = byDay.get(day)
                    const name = special ? (language === 'en' ? special.nameEn : special.nameZh) : ''
                    const shown = special && kindShown(special)
                    const kind = shown ? t(`calendars.kind.${shown}`) : col > 4 ? t('calendars.weekend') : ''
                    const label = [day, kind, name].filter(Boolean).join(' · ')
                    return (
                      <td key={col} data-day={day} data-kind={shown ?? (col > 4 ? 'weekend' : 'day')} title={label}>
                        {onPick ? (
                          <button type="button" className="day-button" aria-label={label} onClick={() => onPick(day)}>
                            {n}
                          </button>
                        ) : (
                          <span role="img" aria-label={label}>
                            {n}
                          </span>
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )
      })}
    </div>
  )
}

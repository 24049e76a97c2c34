import type { DayKind, MonthGridLabels } from './day-kinds'

export interface DayKindKeyProps {
  labels: MonthGridLabels
  /**
   * The kinds to key ('bridged': the bridged rest days of a holiday period); all four unless the page's own legend
   * already names one (the attendance marks' rest day).
   */
  kinds?: Array<Exclude<DayKind, 'work'> | 'bridged'>
  /** Whether some rows follow their own calendar on some days (the entry for their marked cells). */
  own?: boolean
}

const MARKS = { rest: null, holiday: 'off', bridged: 'off', makeUp: 'on' } as const

/** The legend entries of the days a MonthGrid marks, as items of the page's legend list (`ul.table-legend`). */
export function DayKindKey({ labels, kinds = ['rest', 'holiday', 'bridged', 'makeUp'], own = false }: DayKindKeyProps) {
  return (
    <>
      {kinds.map((kind) => (
        <li key={kind}>
          <span
            className="day-key"
            data-kind={kind === 'bridged' ? 'holiday' : kind}
            data-bridged={kind === 'bridged' ? 'true' : undefined}
            aria-hidden="true"
          >
            {MARKS[kind] && labels.marks[MARKS[kind]]}
          </span>
          {kind === 'bridged' ? labels.bridged : labels.kinds[kind]}
        </li>
      ))}
      {own && (
        <li>
          <span className="day-key" data-own-calendar="true" aria-hidden="true">
            {labels.marks.off}
          </span>
          {labels.ownKey}
        </li>
      )}
    </>
  )
}

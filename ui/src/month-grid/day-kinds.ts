/** What a work calendar makes of a day: a working day, a rest day, a holiday (statutory or bridged), or a make-up working day. */
export type DayKind = 'work' | 'rest' | 'holiday' | 'makeUp'

/**
 * A day's kind as the gateway's month answers give it (`dayKinds`), with the holiday's (or make-up day's) name in the
 * reader's language.
 * @example { kind: 'holiday', name: '国庆节' }
 */
export interface DayKindView {
  kind: DayKind
  name?: string
  /** On a holiday: a bridged rest day of the holiday period (调休放假), not a statutory holiday. */
  bridged?: boolean
}

/** The month grid's words for the kinds of days. */
export interface MonthGridLabels {
  /** Each kind in words ('法定节假日'). */
  kinds: Record<DayKind, string>
  /** A holiday that is a bridged rest day of the holiday period in words ('调休放假'). */
  bridged: string
  /** The short visible marks of a day off (a holiday; a person's own rest day) and a day worked (a make-up day). */
  marks: { off: string; on: string }
  /** A day with a name: the name and its kind ('国庆节（法定节假日）'). */
  named: (name: string, kind: string) => string
  /** A cell whose person's own calendar says otherwise than the column ('本人日历：工作日'). */
  own: (description: string) => string
  /** The legend's entry for such cells. */
  ownKey: string
}

const isWeekend = (day: string): boolean => new Date(`${day}T00:00:00Z`).getUTCDay() % 6 === 0

/** A day's kind among `kinds`; without kinds (or without that day), Saturdays and Sundays rest. */
export const kindOfDay = (kinds: Record<string, DayKindView> | undefined, day: string): DayKindView =>
  kinds?.[day] ?? { kind: isWeekend(day) ? 'rest' : 'work' }

/** A day's kind in words, with its name when it has one. */
export function describeDay(view: DayKindView, labels: MonthGridLabels): string {
  const kind = view.kind === 'holiday' && view.bridged ? labels.bridged : labels.kinds[view.kind]
  return view.name ? labels.named(view.name, kind) : kind
}

/** The visible mark of a day: holidays and make-up days in the columns; every day a person's own calendar changes. */
export function markOf(view: DayKindView, own: boolean, labels: MonthGridLabels): string | null {
  if (view.kind === 'holiday' || (own && view.kind === 'rest')) return labels.marks.off
  if (view.kind === 'makeUp' || (own && view.kind === 'work')) return labels.marks.on
  return null
}

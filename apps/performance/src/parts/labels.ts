import type { Cycle } from '../api'

type T = (key: string, values?: Record<string, string | number>) => string

/** "2026 annual review (2026)": a cycle as lists and selects name it. */
export const cycleLabel = (t: T, cycle: Pick<Cycle, 'name' | 'period' | 'phase'>): string =>
  t('cycle.label', { name: cycle.name, period: cycle.period, phase: t(`phase.${cycle.phase}`) })

/** A rating's word, or a dash while there is none. */
export const ratingLabel = (t: T, rating: string | null): string => (rating ? t(`rating.${rating}`) : '—')

/** The date a phase is due, by phase. */
export const dueOf = (cycle: Cycle): string | null =>
  ({
    draft: cycle.startDate,
    goals: cycle.goalsDue,
    self: cycle.selfDue,
    manager: cycle.managerDue,
    calibration: cycle.calibrationDue,
    released: null,
  })[cycle.phase]

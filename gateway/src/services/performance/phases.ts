import type { Lang } from '../../core/lang'

/** The phases of a review cycle, in order: HR moves a cycle one phase on at a time. */
export const PHASES = ['draft', 'goals', 'self', 'manager', 'calibration', 'released'] as const
export type Phase = (typeof PHASES)[number]

/** The ratings of a result, best first; a cycle's target distribution gives each a share. */
export const RATINGS = ['top', 'middle', 'bottom'] as const
export type Rating = (typeof RATINGS)[number]

const PHASE_WORDS: Record<Phase, Record<Lang, string>> = {
  draft: { zh: '草稿', en: 'draft' },
  goals: { zh: '目标设定', en: 'goal setting' },
  self: { zh: '自评', en: 'self review' },
  manager: { zh: '上级评价', en: "manager's review" },
  calibration: { zh: '校准', en: 'calibration' },
  released: { zh: '已发布结果', en: 'results released' },
}

export const phaseWord = (lang: Lang, phase: string): string => PHASE_WORDS[phase as Phase]?.[lang] ?? phase

/** The phase after `phase`, or null at the last. */
export const nextPhase = (phase: string): Phase | null => PHASES[PHASES.indexOf(phase as Phase) + 1] ?? null

/** Whether `phase` is `from` or a later one. */
export const phaseAtLeast = (phase: string, from: Phase): boolean =>
  PHASES.indexOf(phase as Phase) >= PHASES.indexOf(from)

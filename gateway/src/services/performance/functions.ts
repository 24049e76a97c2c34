/** FunctionIds of the performance app (apps/performance/manifest.json). */
export const PERF_FUNCTIONS = {
  /** Review cycles: the list and each cycle's participants; 860101 creates and changes cycles, participants and phases. */
  cycles: '8601',
  editCycles: '860101',
  /** Calibration: the spread of ratings per department; 860201 adjusts ratings, 860202 releases, 860203 proposes salary changes. */
  calibration: '8602',
  adjust: '860201',
  release: '860202',
  proposeSalary: '860203',
  /** Team reviews: open to everyone; the gateway shows a manager the participants who report to them. */
  team: '8603',
  /** My performance: open to everyone, their own goals, check-ins, self review and result. */
  mine: '8604',
} as const

/** The fields of a review result that field permissions govern (biz type 3, REVIEW_RESULT of services/access). */
export const RESULT_FIELDS = ['rating', 'scores', 'comments', 'salaryChange'] as const
export type ResultField = (typeof RESULT_FIELDS)[number]

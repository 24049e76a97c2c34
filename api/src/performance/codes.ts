/** Performance reviews' business codes a route may answer (HTTP 200 `{ code, msg }`); the gateway's errors.ts names them too. */
export const PERFORMANCE = {
  cycleNotFound: 411701,
  badDates: 411702,
  badTarget: 411703,
  badPeriod: 411704,
  wrongPhase: 411705,
  notParticipant: 411706,
  weightsNot100: 411707,
  goalsSubmitted: 411708,
  goalsNotSubmitted: 411709,
  selfNotDone: 411710,
  scoresMissing: 411711,
  unrated: 411712,
  notReleased: 411713,
  acknowledged: 411714,
  organNotFound: 411715,
  noStaffRecord: 411716,
  goalNotFound: 411717,
  fieldLocked: 411718,
  changeNotFound: 411719,
  noProfile: 411720,
  changeDone: 411721,
  badChange: 411722,
  noGoals: 411723,
  notReviewed: 411724,
  checkinDate: 411725,
  reviewerNotFound: 411726,
  ownReviewer: 411727,
  reviewDone: 411728,
} as const

/** Where the tenant checks of performance reviews are: tenant 2 never reads or changes tenant 1's. */
export const TENANT_TESTS = 'tenant-isolation/performance.test.ts; permissions: services/performance/access.test.ts'

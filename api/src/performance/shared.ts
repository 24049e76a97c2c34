import { id, int, integer, list, matching, nullable, num, objectBody, oneOf, record, str, Type } from '../schema'

// Schemas the areas of performance reviews share: the words, a cycle, a review, the spread of ratings.

/** The phases of a review cycle, in order. */
export const PHASES = ['draft', 'goals', 'self', 'manager', 'calibration', 'released'] as const
/** The ratings of a result, best first. */
export const RATINGS = ['top', 'middle', 'bottom'] as const
/** Where a participant is: goals being set, submitted, self-reviewed, reviewed by the manager, released, acknowledged. */
export const STATUSES = [
  'goals',
  'goalsSubmitted',
  'selfReviewed',
  'managerReviewed',
  'released',
  'acknowledged',
] as const
export const CYCLE_KINDS = ['annual', 'quarterly'] as const
export const CHANGE_KINDS = ['amount', 'percent'] as const
export const CHANGE_STATUSES = ['proposed', 'applied', 'withdrawn'] as const

export const DATE = matching('^(20\\d\\d|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$')
export const MONTH = matching('^(20\\d\\d|2100)-(0[1-9]|1[0-2])$')
export const SHARE = () => int(0, 100)
export const RATING = oneOf(RATINGS)
export const SCORES = Type.Array(objectBody({ goalId: id(), score: int(1, 5) }, ['goalId', 'score']), { maxItems: 20 })
export const CYCLE_ID = objectBody({ cycleId: id() }, ['cycleId'])
export const PERSON = objectBody({ cycleId: id(), employeeId: id() }, ['cycleId', 'employeeId'])

const perRating = () => record({ top: num(), middle: num(), bottom: num() })
/** A rating, or null before one is given (or where it is hidden). */
export const rating = Type.Unsafe<(typeof RATINGS)[number] | null>({
  type: ['string', 'null'],
  enum: [...RATINGS, null],
})

export const CYCLE = {
  id: integer(),
  name: str(),
  kind: oneOf(CYCLE_KINDS),
  period: str(),
  phase: oneOf(PHASES),
  startDate: str(),
  goalsDue: str(),
  selfDue: str(),
  managerDue: str(),
  calibrationDue: str(),
  endDate: str(),
  target: perRating(),
}
export const cycle = record(CYCLE)

export const goal = record({
  id: integer(),
  title: str(),
  measure: str(),
  weight: integer(),
  selfScore: nullable(integer()),
  managerScore: nullable(integer()),
  checkins: list(record({ id: integer(), date: str(), progress: integer(), note: str() })),
})
/** A participant's review as the viewer may see it: a field they may not see is answered empty and named in `hidden`. */
export const review = record({
  cycleId: integer(),
  employeeId: integer(),
  status: oneOf(STATUSES),
  goals: list(goal),
  selfComment: str(),
  selfAt: nullable(num()),
  managerComment: str(),
  managerAt: nullable(num()),
  managerRating: rating,
  rating,
  releasedAt: nullable(num()),
  ackAt: nullable(num()),
  ackComment: str(),
  hidden: list(str()),
})
/** The spread of ratings of a department (organId null: the whole cycle) against the cycle's target. */
export const spread = record({
  organId: nullable(integer()),
  organ: str(),
  total: integer(),
  unrated: integer(),
  counts: perRating(),
  percents: perRating(),
  deviation: perRating(),
})
export const person = record({ name: str(), jobNumber: str(), organ: str() })

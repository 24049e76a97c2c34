import { id, objectBody, paragraph, text, type JsonSchema } from '../../core/http/schema'

export const DATE: JsonSchema = { type: 'string', pattern: '^(20\\d\\d|2100)-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' }
export const MONTH: JsonSchema = { type: 'string', pattern: '^(20\\d\\d|2100)-(0[1-9]|1[0-2])$' }
const SHARE: JsonSchema = { type: 'integer', minimum: 0, maximum: 100 }
export const RATING: JsonSchema = { type: 'string', enum: ['top', 'middle', 'bottom'] }
const SCORES: JsonSchema = {
  type: 'array', maxItems: 20, items: objectBody({ goalId: id(), score: { type: 'integer', minimum: 1, maximum: 5 } }, ['goalId', 'score']),
}

export const cycleIdBody = objectBody({ cycleId: id() }, ['cycleId'])
export const personBody = objectBody({ cycleId: id(), employeeId: id() }, ['cycleId', 'employeeId'])
export const reviewerBody = objectBody({ cycleId: id(), employeeId: id(), managerId: id() }, ['cycleId', 'employeeId', 'managerId'])
export const emptyBody = objectBody({})

export const cycleBody = objectBody({
  id: id(), name: text(60, 1), kind: { type: 'string', enum: ['annual', 'quarterly'] }, period: { type: 'string', pattern: '^\\d{4}(-Q[1-4])?$' },
  startDate: DATE, goalsDue: DATE, selfDue: DATE, managerDue: DATE, calibrationDue: DATE, endDate: DATE,
  targetTop: SHARE, targetMiddle: SHARE, targetBottom: SHARE,
}, ['name', 'kind', 'period', 'startDate', 'goalsDue', 'selfDue', 'managerDue', 'calibrationDue', 'endDate', 'targetTop', 'targetMiddle', 'targetBottom'])

export const departmentsBody = objectBody({ cycleId: id(), organIds: { type: 'array', items: id(), minItems: 1, maxItems: 100 } }, ['cycleId', 'organIds'])

export const goalsBody = objectBody({
  cycleId: id(),
  goals: { type: 'array', maxItems: 20, items: objectBody({ title: text(100, 1), measure: text(300), weight: { type: 'integer', minimum: 0, maximum: 100 } }, ['title', 'measure', 'weight']) },
  submit: { type: 'boolean' },
}, ['cycleId', 'goals', 'submit'])

export const checkinBody = objectBody({ cycleId: id(), goalId: id(), date: DATE, progress: SHARE, note: paragraph(500, 1) }, ['cycleId', 'goalId', 'date', 'progress', 'note'])
export const selfReviewBody = objectBody({ cycleId: id(), scores: SCORES, comment: paragraph(1000) }, ['cycleId', 'scores', 'comment'])
export const managerReviewBody = objectBody({ cycleId: id(), employeeId: id(), scores: SCORES, comment: paragraph(1000), rating: RATING },
  ['cycleId', 'employeeId', 'scores', 'comment', 'rating'])
export const acknowledgeBody = objectBody({ cycleId: id(), comment: paragraph(500) }, ['cycleId', 'comment'])
export const adjustBody = objectBody({ cycleId: id(), employeeId: id(), rating: RATING, reason: paragraph(500, 1) }, ['cycleId', 'employeeId', 'rating', 'reason'])
export const proposeBody = objectBody({
  cycleId: id(), employeeId: id(), kind: { type: 'string', enum: ['amount', 'percent'] },
  value: { type: 'string', pattern: '^-?\\d{1,9}(\\.\\d{1,2})?$' }, effectiveMonth: MONTH, reason: paragraph(500),
}, ['cycleId', 'employeeId', 'kind', 'value', 'effectiveMonth', 'reason'])
export const changeIdBody = objectBody({ id: id() }, ['id'])
export const changeListBody = objectBody({ status: { type: 'string', enum: ['proposed', 'applied', 'withdrawn'] } })

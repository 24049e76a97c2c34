import { id, objectBody, paragraph, text } from '../../core/http/schema'
import { QUICK_FILTERS_SCHEMA } from '../masterdata/api'
import { STAGES } from './functions'

export const PHONE_PATTERN = '^1\\d{10}$'
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'
export const DAY_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$'

export const idBody = objectBody({ id: id() }, ['id'])
export const keywordBody = objectBody({ keyword: text(60) })
export const jobListBody = objectBody({
  status: { type: 'string', enum: ['approving', 'open', 'rejected', 'closed'] },
  keyword: text(60),
})
export const positionsBody = objectBody({ organId: id() })
export const jobBody = objectBody(
  {
    gangweiId: id(),
    title: text(100, 1),
    description: paragraph(4000),
    vacancies: { type: 'integer', minimum: 1, maximum: 1000 },
  },
  ['gangweiId', 'title', 'vacancies'],
)
export const channelBody = objectBody(
  {
    id: id(),
    kind: { type: 'string', enum: ['site', 'referral', 'careers'] },
    nameZh: text(60, 1),
    nameEn: text(60, 1),
    enabled: { type: 'boolean' },
  },
  ['kind', 'nameZh', 'nameEn'],
)
export const boardBody = objectBody({ jobId: id(), keyword: text(60), quick: QUICK_FILTERS_SCHEMA })
export const candidateBody = objectBody(
  {
    jobId: id(),
    channelId: id(),
    name: text(60, 1),
    phone: { type: 'string', pattern: PHONE_PATTERN },
    email: { type: 'string', maxLength: 200, pattern: EMAIL_PATTERN },
  },
  ['jobId', 'channelId', 'name', 'phone', 'email'],
)
export const moveBody = objectBody({ id: id(), stage: { type: 'string', enum: STAGES.filter((s) => s !== 'hired') } }, [
  'id',
  'stage',
])
export const hiredBody = objectBody({ id: id(), employeeId: id() }, ['id', 'employeeId'])
export const peopleBody = objectBody({ keyword: text(60) })
export const scheduleBody = objectBody(
  {
    candidateId: id(),
    startsAt: { type: 'integer', minimum: 946_684_800_000, maximum: 4_102_444_800_000 },
    minutes: { type: 'integer', minimum: 15, maximum: 480 },
    place: text(300, 1),
    interviewerIds: { type: 'array', minItems: 1, maxItems: 10, uniqueItems: true, items: id() },
  },
  ['candidateId', 'startsAt', 'minutes', 'place', 'interviewerIds'],
)
export const scoreBody = objectBody(
  {
    interviewId: id(),
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    notes: paragraph(2000),
  },
  ['interviewId', 'rating'],
)
export const offerBody = objectBody(
  {
    candidateId: id(),
    gangweiId: id(),
    salary: { type: 'string', pattern: '^\\d{1,9}(\\.\\d{1,2})?$' },
    startDate: { type: 'string', pattern: DAY_PATTERN },
  },
  ['candidateId', 'gangweiId', 'salary', 'startDate'],
)
export const settingBody = objectBody({ retentionDays: { type: 'integer', minimum: 1, maximum: 3650 } }, [
  'retentionDays',
])
export const careersBody = objectBody(
  { code: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' } },
  ['code'],
)

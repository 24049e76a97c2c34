import { route } from '../route'
import {
  bool,
  flag,
  id,
  int,
  integer,
  list,
  literal,
  nullable,
  num,
  objectBody,
  oneOf,
  paragraph,
  record,
  str,
  text,
  Type,
} from '../schema'
import { TENANT_TESTS, TRAINING } from './codes'
import { FILE_ID } from './shared'

const TENANT = `the session tenant's courses and sessions only; another tenant's id answers not found (${TENANT_TESTS})`
const ONE = objectBody({ id: id() }, ['id'])
const SAVED = record({ id: integer() })

/** A course's material as saved: a file-centre file or video (by id), or a link. */
export const MATERIAL_INPUT = Type.Array(
  objectBody(
    {
      kind: oneOf(['file', 'video', 'link']),
      fileId: FILE_ID,
      url: Type.String({ maxLength: 500 }),
      name: text(200, 1),
    },
    ['kind', 'name'],
  ),
  { maxItems: 30 },
)
/** A course's material as answered: a file or video of the file centre (played on the course page), or a link. */
export const material = Type.Union([
  record({ kind: oneOf(['file', 'video']), fileId: str(), name: str() }),
  record({ kind: literal('link'), url: str(), name: str() }),
])
export const COURSE = { id: integer(), title: str(), summary: str(), materials: list(material), updatedAt: num() }
export const SESSION = {
  id: integer(),
  courseId: integer(),
  startsAt: num(),
  endsAt: num(),
  place: str(),
  capacity: integer(),
  enrolled: integer(),
}
export const session = record(SESSION)
export const course = record({ ...COURSE, sessions: list(session) })
export const sessionPeople = record({
  ...SESSION,
  people: list(record({ employeeId: integer(), name: str(), jobNumber: str(), attended: nullable(bool()) })),
})
const TIME = int(0, 8_640_000_000_000)

/** Courses (8501; 850101 changes them): title, summary, materials (file-centre files by reference, links), their sessions. */
export const courses = {
  list: route({
    method: 'POST',
    path: '/message/web/training/course/list',
    body: objectBody({}),
    result: record({ courses: list(course) }),
    errors: [],
    tenant: TENANT,
    summary: 'Every course, newest first, with its sessions.',
  }),
  detail: route({
    method: 'POST',
    path: '/message/web/training/course/detail',
    body: ONE,
    result: record({ ...COURSE, sessions: list(sessionPeople) }),
    errors: [TRAINING.courseNotFound],
    tenant: TENANT,
    summary: 'A course with its sessions and who is enrolled in each (and attended).',
  }),
  save: route({
    method: 'POST',
    path: '/message/web/training/course/save',
    result: SAVED,
    tenant: TENANT,
    body: objectBody({ id: id(), title: text(100, 1), summary: paragraph(2000), materials: MATERIAL_INPUT }, [
      'title',
      'summary',
      'materials',
    ]),
    errors: [TRAINING.courseNotFound, TRAINING.badCourse],
    summary: "A new or changed course; a file or video must be the saver's own in the file centre.",
  }),
  remove: route({
    method: 'POST',
    path: '/message/web/training/course/remove',
    body: ONE,
    result: SAVED,
    tenant: TENANT,
    errors: [TRAINING.courseNotFound, TRAINING.inUse],
    summary: 'Removes a course no one is enrolled in or assigned.',
  }),
}

/** Sessions of a course (850101 plans them) and their people: HR enrols staff and marks attendance (850102). */
export const sessions = {
  save: route({
    method: 'POST',
    path: '/message/web/training/session/save',
    result: SAVED,
    tenant: TENANT,
    body: objectBody(
      { id: id(), courseId: id(), startsAt: TIME, endsAt: TIME, place: text(100, 1), capacity: int(1, 10000) },
      ['courseId', 'startsAt', 'endsAt', 'place', 'capacity'],
    ),
    errors: [TRAINING.courseNotFound, TRAINING.sessionNotFound, TRAINING.badSession],
    summary: 'A new or changed session (capacity not below those enrolled).',
  }),
  remove: route({
    method: 'POST',
    path: '/message/web/training/session/remove',
    body: ONE,
    result: SAVED,
    tenant: TENANT,
    errors: [TRAINING.sessionNotFound, TRAINING.inUse],
    summary: 'Removes a session no one is enrolled in.',
  }),
  enrol: route({
    method: 'POST',
    path: '/message/web/training/session/enrol',
    result: record({ added: integer() }),
    tenant: TENANT,
    body: objectBody(
      { sessionId: id(), employeeIds: Type.Array(id(), { minItems: 1, maxItems: 500, uniqueItems: true }) },
      ['sessionId', 'employeeIds'],
    ),
    errors: [TRAINING.employeeNotFound, TRAINING.sessionNotFound, TRAINING.sessionFull],
    summary: 'Enrols staff in a session; answers how many were new.',
  }),
  unenrol: route({
    method: 'POST',
    path: '/message/web/training/session/unenrol',
    body: objectBody({ sessionId: id(), employeeId: id() }, ['sessionId', 'employeeId']),
    result: record({}),
    errors: [TRAINING.sessionNotFound],
    tenant: TENANT,
    summary: 'Takes a person off a session.',
  }),
  attendance: route({
    method: 'POST',
    path: '/message/web/training/session/attendance',
    result: record({}),
    errors: [TRAINING.sessionNotFound],
    tenant: TENANT,
    body: objectBody({ sessionId: id(), employeeId: id(), attended: flag() }, ['sessionId', 'employeeId', 'attended']),
    summary: 'Marks whether an enrolled person attended.',
  }),
}

import type { Db } from '../../../core/db/types'

/** A course's material: a file of the file centre (by id), a video of the file centre (played on the course page) or a link. */
export type Material =
  | { kind: 'file' | 'video'; fileId: string; name: string }
  | { kind: 'link'; url: string; name: string }

/** Whether a course lists the file `fileId` as a file or a video. */
export const listsFile = (materials: string, fileId: string) =>
  (JSON.parse(materials) as Material[]).some((m) => m.kind !== 'link' && m.fileId === fileId)

export interface CourseView {
  id: number
  title: string
  summary: string
  materials: Material[]
  updatedAt: number
}

type CourseRow = { id: number; title: string; summary: string; materials: string; updated_at: number }

export const courseView = (row: CourseRow): CourseView => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  materials: JSON.parse(row.materials) as Material[],
  updatedAt: Number(row.updated_at),
})

export const courseOf = (db: Db, tenantId: number, id: number) =>
  db.selectFrom('training_course').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst()

export interface SessionView {
  id: number
  courseId: number
  startsAt: number
  endsAt: number
  place: string
  capacity: number
  enrolled: number
}

/** The sessions of some courses with how many are enrolled, earliest first. */
export async function sessionsOf(db: Db, tenantId: number, courseIds: number[]): Promise<SessionView[]> {
  if (courseIds.length === 0) return []
  const rows = await db
    .selectFrom('training_session')
    .leftJoin('training_enrolment', (join) =>
      join
        .onRef('training_enrolment.tenant_id', '=', 'training_session.tenant_id')
        .onRef('training_enrolment.session_id', '=', 'training_session.id'),
    )
    .select([
      'training_session.id',
      'training_session.course_id',
      'training_session.starts_at',
      'training_session.ends_at',
      'training_session.place',
      'training_session.capacity',
      (eb) => eb.fn.count<number>('training_enrolment.employee_id').as('enrolled'),
    ])
    .where('training_session.tenant_id', '=', tenantId)
    .where('training_session.course_id', 'in', courseIds)
    .groupBy([
      'training_session.id',
      'training_session.course_id',
      'training_session.starts_at',
      'training_session.ends_at',
      'training_session.place',
      'training_session.capacity',
    ])
    .orderBy('training_session.starts_at')
    .orderBy('training_session.id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    courseId: row.course_id,
    startsAt: Number(row.starts_at),
    endsAt: Number(row.ends_at),
    place: row.place,
    capacity: row.capacity,
    enrolled: Number(row.enrolled),
  }))
}

export const sessionOf = (db: Db, tenantId: number, id: number) =>
  db
    .selectFrom('training_session')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst()

/** The courses each person completed: attended a session of it (marked by HR). */
export async function completionsOf(db: Db, tenantId: number, employeeIds: number[]) {
  if (employeeIds.length === 0) return []
  const rows = await db
    .selectFrom('training_enrolment')
    .innerJoin('training_session', (join) =>
      join
        .onRef('training_session.tenant_id', '=', 'training_enrolment.tenant_id')
        .onRef('training_session.id', '=', 'training_enrolment.session_id'),
    )
    .innerJoin('training_course', (join) =>
      join
        .onRef('training_course.tenant_id', '=', 'training_session.tenant_id')
        .onRef('training_course.id', '=', 'training_session.course_id'),
    )
    .select([
      'training_enrolment.employee_id',
      'training_course.id as courseId',
      'training_course.title',
      'training_session.ends_at',
    ])
    .where('training_enrolment.tenant_id', '=', tenantId)
    .where('training_enrolment.employee_id', 'in', employeeIds)
    .where('training_enrolment.attended', '=', 1)
    .orderBy('training_session.ends_at', 'desc')
    .execute()
  return rows.map((row) => ({
    employeeId: row.employee_id,
    courseId: row.courseId,
    title: row.title,
    completedAt: Number(row.ends_at),
  }))
}

import type { Db } from '../../../core/db/types'
import { audienceMatcher, parseAudience } from '../audience'
import { completionsOf } from '../courses/course-store'
import { staffOnJob, type Person } from '../people'
import { daysBetween } from './dates'

export type AssigneeState = 'done' | 'due' | 'overdue'

export interface Assignee {
  person: Person
  state: AssigneeState
  completedAt: number | null
}

type AssignmentRow = { course_id: number; audience: string; due_date: string }

/** The people on the job an assignment names, each with their state on `today`: done (attended a session of the course), due or overdue. */
export async function assigneesOf(
  db: Db,
  tenantId: number,
  assignment: AssignmentRow,
  today: string,
  staff?: Person[],
): Promise<Assignee[]> {
  const matches = await audienceMatcher(db, tenantId, parseAudience(assignment.audience))
  const people = (staff ?? (await staffOnJob(db, tenantId))).filter(matches)
  const done = new Map(
    (
      await completionsOf(
        db,
        tenantId,
        people.map((p) => p.id),
      )
    )
      .filter((c) => c.courseId === assignment.course_id)
      .map((c) => [c.employeeId, c.completedAt]),
  )
  const overdue = daysBetween(assignment.due_date, today) > 0
  return people.map((person) => ({
    person,
    completedAt: done.get(person.id) ?? null,
    state: done.has(person.id) ? 'done' : overdue ? 'overdue' : 'due',
  }))
}

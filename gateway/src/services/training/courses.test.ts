import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { PNG, uploadFile } from '../../testing/uploads'
import { queueTrainingReminders } from './assign/reminders'
import { dayOf } from './assign/dates'
import { DAY, none, startTrainingGateway, type TrainingGateway } from './test-helpers'

describe('training: courses, sessions and compulsory training', () => {
  let at: TrainingGateway
  let gateway: TestGateway
  let hr: string
  let staff: string
  let start: number
  let staffOrgan: number
  let call: TrainingGateway['call']
  let result: TrainingGateway['result']
  let fileId: string
  /** The course of the first test (tenant 1 also holds the demo courses). */
  let fireCourse: number
  beforeAll(async () => {
    at = await startTrainingGateway()
    ;({ gateway, hr, staff, start, staffOrgan, call, result } = at)
  }, 60_000)
  afterAll(() => gateway.close())

  it('seeds the demo: courses with sessions, compulsory training and an open exam of every question type for staff', async () => {
    const mine = await result('training/mine', {}, staff)
    expect(mine.required).toContainEqual(expect.objectContaining({ courseId: 1, state: 'due' }))
    expect(mine.courses.filter((c: { sessions: unknown[] }) => c.sessions.length > 0).length).toBeGreaterThanOrEqual(2)
    const exam = (await result('exam/mine', {}, staff)).exams.find((e: { id: number }) => e.id === 1)
    expect(exam).toMatchObject({ closed: false, attempt: null })
    const paper = (await result('exam/paper/list', {}, hr)).papers[0]
    const bank = (await result('exam/question/list', {}, hr)).questions as Array<{ id: number; type: string }>
    expect(bank.filter((q) => paper.questionIds.includes(q.id)).map((q) => q.type)).toEqual([
      'single',
      'multiple',
      'judge',
      'fill',
      'short',
    ])
  })

  it('runs a course: materials by reference, a session, enrolment by staff and HR, attendance marked by HR, the record', async () => {
    fileId = (await uploadFile(gateway, hr, 'fire-drill.png', PNG)).result.id
    const materials = [
      { kind: 'file', fileId, name: 'x' },
      { kind: 'link', url: 'https://example.com/fire', name: 'Video' },
    ]
    expect(
      (await call('training/course/save', { title: 'Fire safety', summary: 'Yearly', materials }, staff)).code,
    ).toBe(403001)
    const admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    // A file is taken from the saver's own file centre only.
    expect(await call('training/course/save', { title: 'Fire safety', summary: '', materials }, admin)).toEqual({
      code: 411604,
      msg: 'The course is not valid: a file is not in your file centre',
    })
    expect(
      (
        await call(
          'training/course/save',
          { title: 'x', summary: '', materials: [{ kind: 'link', url: 'javascript:alert(1)', name: 'x' }] },
          hr,
        )
      ).code,
    ).toBe(411604)
    const { id: courseId } = await result(
      'training/course/save',
      { title: 'Fire safety', summary: 'Yearly', materials },
      hr,
    )
    fireCourse = courseId
    expect((await result('training/course/detail', { id: courseId }, hr)).materials).toEqual([
      { kind: 'file', fileId, name: 'fire-drill.png' },
      materials[1],
    ])
    const { id: sessionId } = await result(
      'training/session/save',
      { courseId, startsAt: start + DAY, endsAt: start + DAY + 7_200_000, place: 'Room 1', capacity: 1 },
      hr,
    )

    const mine = await result('training/mine', {}, staff)
    expect(mine.courses.find((c: { id: number }) => c.id === courseId).sessions).toMatchObject([
      { id: sessionId, place: 'Room 1', mine: false },
    ])
    await result('training/enrol', { sessionId }, staff)
    expect(await call('training/session/enrol', { sessionId, employeeIds: [13] }, hr)).toEqual({
      code: 411603,
      msg: 'The session is full (1 places)',
    })
    expect((await call('training/session/enrol', { sessionId, employeeIds: [13] }, staff)).code).toBe(403001)
    const download = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/message/web/training/material',
      payload: { courseId, fileId },
      headers: { token: staff },
    })
    expect(download.rawPayload.equals(PNG)).toBe(true)

    expect((await call('training/session/attendance', { sessionId, employeeId: 12, attended: true }, staff)).code).toBe(
      403001,
    )
    await result('training/session/attendance', { sessionId, employeeId: 12, attended: true }, hr)
    expect((await result('training/course/detail', { id: courseId }, hr)).sessions[0].people).toMatchObject([
      { employeeId: 12, attended: true },
    ])
    // A typo in the place corrected in place: the people and their attendance stay.
    await result(
      'training/session/save',
      {
        id: sessionId,
        courseId,
        startsAt: start + DAY,
        endsAt: start + DAY + 7_200_000,
        place: 'Room 1A',
        capacity: 1,
      },
      hr,
    )
    expect((await result('training/course/detail', { id: courseId }, hr)).sessions).toMatchObject([
      { id: sessionId, place: 'Room 1A', people: [{ employeeId: 12, attended: true }] },
    ])
    // Attended: the course is on the employee record, which staff without the records function cannot read.
    expect((await result('training/record', { employeeId: 12 }, hr)).courses).toEqual([
      { courseId, title: 'Fire safety', completedAt: start + DAY + 7_200_000 },
    ])
    expect((await call('training/record', { employeeId: 12 }, staff)).code).toBe(403001)
    expect((await result('training/myRecord', {}, staff)).courses).toHaveLength(1)
    expect((await call('training/course/remove', { id: courseId }, hr)).code).toBe(411625)
  })

  it('assigns compulsory training by department and reminds before the due date and once overdue, never who has done it', async () => {
    const { id: courseId } = await result(
      'training/course/save',
      { title: 'Data protection', summary: '', materials: [] },
      hr,
    )
    const due = dayOf(start + 3 * DAY)
    expect(
      (
        await call(
          'training/assignment/save',
          { courseId, audience: { ...none, organIds: [999_999] }, dueDate: due },
          hr,
        )
      ).code,
    ).toBe(411607)
    const { id: assignmentId } = await result(
      'training/assignment/save',
      { courseId, audience: { ...none, organIds: [staffOrgan] }, dueDate: due },
      hr,
    )
    // The course staff attended, assigned to them too: done, so never reminded.
    const { id: doneId } = await result(
      'training/assignment/save',
      { courseId: fireCourse, audience: { ...none, employeeIds: [12] }, dueDate: due },
      hr,
    )
    const required = (await result('training/mine', {}, staff)).required as Array<{ assignmentId: number }>
    expect(required.filter((r) => r.assignmentId === assignmentId || r.assignmentId === doneId)).toEqual([
      { assignmentId, courseId, dueDate: due, state: 'due', completedAt: null },
      { assignmentId: doneId, courseId: fireCourse, dueDate: due, state: 'done', completedAt: expect.any(Number) },
    ])

    const deliveries = (stage: string) =>
      gateway.ctx.db
        .selectFrom('notify_delivery')
        .select(['user_id', 'subject', 'link', 'channel'])
        .where('dedupe_key', 'like', `training:${assignmentId}:${due}:${stage}:%`)
        .where('channel', '=', 'portal')
        .execute()
    expect(await queueTrainingReminders(gateway.ctx)).toBeGreaterThan(0)
    expect(await deliveries('due')).toContainEqual({
      user_id: 2,
      subject: 'Training due: Data protection',
      link: '/portal/training/my-training',
      channel: 'portal',
    })
    expect(await queueTrainingReminders(gateway.ctx)).toBe(0)
    expect(
      await gateway.ctx.db
        .selectFrom('notify_delivery')
        .select('id')
        .where('dedupe_key', 'like', `training:${doneId}:%`)
        .execute(),
    ).toEqual([])

    // Five days on (the job's own clock; the sessions keep the gateway's): overdue, told once more.
    await queueTrainingReminders(gateway.ctx, start + 5 * DAY)
    expect(await deliveries('overdue')).toContainEqual({
      user_id: 2,
      subject: 'Training overdue: Data protection',
      link: '/portal/training/my-training',
      channel: 'portal',
    })
    expect(await queueTrainingReminders(gateway.ctx, start + 5 * DAY)).toBe(0)
    const yesterday = dayOf(start - DAY)
    await result(
      'training/assignment/save',
      { id: assignmentId, courseId, audience: { ...none, organIds: [staffOrgan] }, dueDate: yesterday },
      hr,
    )
    const progress = await result('training/assignment/progress', { id: assignmentId }, hr)
    expect(progress.people.find((p: { employeeId: number }) => p.employeeId === 12).state).toBe('overdue')
    expect((await result('training/assignment/list', {}, hr)).assignments[0]).toMatchObject({
      id: assignmentId,
      dueDate: yesterday,
      counts: { overdue: progress.people.length },
    })
  })
})

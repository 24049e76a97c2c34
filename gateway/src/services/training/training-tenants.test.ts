import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { none, saveFireCourse, startTrainingGateway, type TrainingGateway } from './test-helpers'

describe('training and exams: tenants', () => {
  let at: TrainingGateway
  let gateway: TestGateway
  let hr: string
  let adminTwo: string
  let hrTwo: string
  let call: TrainingGateway['call']
  let result: TrainingGateway['result']
  let fileId: string
  /** A course of tenant 1 besides the demo courses. */
  let fireCourse: number
  beforeAll(async () => {
    at = await startTrainingGateway()
    ;({ gateway, hr, adminTwo, hrTwo, call, result } = at)
    ;({ fileId, courseId: fireCourse } = await saveFireCourse(at))
  }, 60_000)
  afterAll(() => gateway.close())

  it("keeps each tenant's training and exams apart", async () => {
    const examsBefore = (await result('exam/manage/list', {}, hr)).exams
    expect(examsBefore.length).toBeGreaterThan(0)
    expect((await call('training/course/list', {}, hrTwo)).code).toBe(403001)
    expect((await result('training/course/list', {}, adminTwo)).courses).toEqual([])
    expect((await result('exam/question/list', {}, adminTwo)).questions).toEqual([])
    expect((await result('exam/paper/list', {}, adminTwo)).papers).toEqual([])
    expect((await result('exam/manage/list', {}, adminTwo)).exams).toEqual([])
    expect((await result('exam/marking/list', {}, adminTwo)).sheets).toEqual([])
    expect((await result('training/assignment/list', {}, adminTwo)).assignments).toEqual([])
    expect((await call('training/course/detail', { id: 1 }, adminTwo)).code).toBe(411601)
    expect(
      (await call('training/course/save', { id: 1, title: 'Taken over', summary: '', materials: [] }, adminTwo)).code,
    ).toBe(411601)
    expect((await call('training/course/remove', { id: 1 }, adminTwo)).code).toBe(411601)
    expect(
      (
        await call(
          'training/session/save',
          { id: 1, courseId: 1, startsAt: 1, endsAt: 2, place: 'x', capacity: 5 },
          adminTwo,
        )
      ).code,
    ).toBe(411601)
    expect((await call('training/session/remove', { id: 1 }, adminTwo)).code).toBe(411602)
    const twoStaff = (
      await gateway.ctx.db.selectFrom('employee').select('id').where('tenant_id', '=', 2).executeTakeFirstOrThrow()
    ).id
    expect((await call('training/session/enrol', { sessionId: 1, employeeIds: [twoStaff] }, adminTwo)).code).toBe(
      411602,
    )
    expect((await call('training/session/enrol', { sessionId: 1, employeeIds: [12] }, adminTwo)).code).toBe(411626)
    expect((await call('training/session/unenrol', { sessionId: 1, employeeId: 12 }, adminTwo)).code).toBe(411602)
    expect(
      (await call('training/session/attendance', { sessionId: 1, employeeId: 12, attended: false }, adminTwo)).code,
    ).toBe(411602)
    expect((await call('training/assignment/progress', { id: 1 }, adminTwo)).code).toBe(411606)
    expect(
      (
        await call(
          'training/assignment/save',
          { id: 1, courseId: 1, audience: { ...none, employeeIds: [twoStaff] }, dueDate: '2026-05-01' },
          adminTwo,
        )
      ).code,
    ).toBe(411601)
    expect((await call('training/assignment/remove', { id: 1 }, adminTwo)).code).toBe(411606)
    expect((await call('training/record', { employeeId: 12 }, adminTwo)).code).toBe(411626)
    expect(
      (
        await call(
          'exam/question/save',
          { id: 1, type: 'judge', stem: 'x', options: [], key: true, score: 1 },
          adminTwo,
        )
      ).code,
    ).toBe(411608)
    expect((await call('exam/question/remove', { id: 1 }, adminTwo)).code).toBe(411608)
    expect(
      (await call('exam/paper/save', { id: 1, title: 'x', mode: 'fixed', questionIds: [1], rules: [] }, adminTwo)).code,
    ).toBe(411611)
    expect((await call('exam/paper/remove', { id: 1 }, adminTwo)).code).toBe(411610)
    expect(
      (
        await call(
          'exam/manage/save',
          {
            id: 1,
            title: 'x',
            paperId: 1,
            minutes: 5,
            passMark: 1,
            audience: { ...none, employeeIds: [twoStaff] },
            closed: false,
          },
          adminTwo,
        )
      ).code,
    ).toBe(411610)
    expect((await call('exam/manage/results', { id: 1 }, adminTwo)).code).toBe(411612)
    expect((await call('exam/marking/detail', { attemptId: 1 }, adminTwo)).code).toBe(411619)
    expect(
      (await call('exam/marking/mark', { attemptId: 1, marks: [{ questionId: 5, points: 0 }] }, adminTwo)).code,
    ).toBe(411619)
    // hr has no staff record in tenant 2: no exams or training of their own there, and tenant 1's exam is not reached.
    for (const path of ['exam/queryExamId', 'exam/questions', 'exam/submitExam', 'exam/certificate'])
      expect((await call(path, { examId: 1 }, hrTwo)).code).toBe(411621)
    expect((await call('exam/saveAnswer', { examId: 1, questionId: 1, answer: 1 }, hrTwo)).code).toBe(411621)
    for (const path of ['exam/mine', 'training/mine', 'training/myRecord'])
      expect((await call(path, {}, hrTwo)).code).toBe(411621)
    expect((await call('training/enrol', { sessionId: 1 }, hrTwo)).code).toBe(411621)
    expect((await call('training/withdraw', { sessionId: 1 }, hrTwo)).code).toBe(411621)
    expect((await call('training/material', { courseId: 1, fileId }, adminTwo)).code).toBe(411624)
    // Tenant 1's rows are as they were.
    expect((await result('training/course/detail', { id: fireCourse }, hr)).title).toBe('Fire safety')
    expect((await result('exam/manage/list', {}, hr)).exams).toEqual(examsBefore)
  })
})

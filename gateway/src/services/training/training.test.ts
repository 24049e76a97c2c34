import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { PNG, uploadFile } from '../../testing/uploads'
import { queueTrainingReminders } from './assign/reminders'
import { dayOf } from './assign/dates'
import { handInOverdue } from './take/attempt'

const EN = { 'accept-language': 'en' }
const DAY = 86_400_000
const none = { organIds: [], zhiweiIds: [], employeeIds: [] }

describe('training and exams', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  let adminTwo: string
  let hrTwo: string
  let start: number
  let staffOrgan: number
  let fileId: string
  /** The course of the first test (tenant 1 also holds the demo courses). */
  let fireCourse: number
  beforeAll(async () => {
    gateway = await startTestGateway()
    start = Date.UTC(2026, 2, 2, 2, 0, 0)
    gateway.setNow(start)
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
    manager = await gateway.login('manager', 'Manager@12345')
    adminTwo = await gateway.login('admin', 'Admin@12345', { tenantId: 2 })
    hrTwo = await gateway.login('hr', 'Hr@123456789', { tenantId: 2 })
    staffOrgan = (
      await gateway.ctx.db.selectFrom('employee').select('organ_id').where('id', '=', 12).executeTakeFirstOrThrow()
    ).organ_id
  }, 60_000)
  afterAll(() => gateway.close())

  const call = async (path: string, body: object, token: string) =>
    (await gateway.post(`/gateway/message/web/${path}`, body, token, EN)).body
  const result = async (path: string, body: object, token: string) => {
    const answer = await call(path, body, token)
    expect(answer.code, `${path}: ${JSON.stringify(answer)}`).toBe(0)
    return answer.result
  }

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

  it('takes a timed exam: answers saved as given, resumed with the time left, handed in, a short answer marked by hand, a certificate', async () => {
    const save = async (question: object) => (await result('exam/question/save', question, hr)).id as number
    expect(
      (
        await call(
          'exam/question/save',
          { type: 'single', stem: 'Which exit?', options: ['A', 'B'], key: 2, score: 10 },
          hr,
        )
      ).code,
    ).toBe(411609)
    const ids = [
      await save({ type: 'single', stem: 'Which exit?', options: ['Lift', 'Stairs'], key: 1, score: 10 }),
      await save({
        type: 'multiple',
        stem: 'What burns?',
        options: ['Paper', 'Stone', 'Wood'],
        key: [2, 0],
        score: 10,
      }),
      await save({ type: 'judge', stem: 'Use water on electrics?', options: [], key: false, score: 10 }),
      await save({ type: 'fill', stem: 'Call ___', options: [], key: ['119'], score: 10 }),
      await save({ type: 'short', stem: 'Describe the drill', options: [], key: 'Leave by the stairs', score: 20 }),
    ]
    const { id: paperId, total } = await result(
      'exam/paper/save',
      { title: 'Fire paper', mode: 'fixed', questionIds: ids, rules: [] },
      hr,
    )
    expect(total).toBe(60)
    expect(
      (
        await call(
          'exam/manage/save',
          {
            title: 'Fire exam',
            paperId,
            minutes: 10,
            passMark: 61,
            audience: { ...none, employeeIds: [12] },
            closed: false,
          },
          hr,
        )
      ).code,
    ).toBe(411613)
    const { id: examId } = await result(
      'exam/manage/save',
      {
        title: 'Fire exam',
        paperId,
        minutes: 10,
        passMark: 36,
        audience: { ...none, employeeIds: [12] },
        closed: false,
      },
      hr,
    )
    expect((await call('exam/paper/remove', { id: paperId }, hr)).code).toBe(411625)

    // Not a taker of this exam.
    expect(await call('exam/queryExamId', { examId }, manager)).toEqual({
      code: 411612,
      msg: 'The exam does not exist or is not yours to take',
    })
    expect((await result('exam/mine', {}, staff)).exams).toContainEqual(
      expect.objectContaining({ id: examId, title: 'Fire exam', attempt: null }),
    )

    const first = await result('exam/questions', { examId }, staff)
    expect(first.attempt).toMatchObject({
      state: 'taking',
      remainingMs: 600_000,
      deadlineAt: start + 600_000,
      total: 60,
      score: null,
    })
    expect(first.questions.map((q: { id: number }) => q.id)).toEqual(ids)
    expect(JSON.stringify(first)).not.toContain('Leave by the stairs')
    expect(JSON.stringify(first.questions)).not.toContain('"key"')
    const answer = (questionId: number, value: unknown) =>
      call('exam/saveAnswer', { examId, questionId, answer: value }, staff)
    expect((await answer(ids[0], 1)).code).toBe(0)
    expect((await answer(ids[1], [0])).code).toBe(0)
    expect((await answer(ids[1], [0, 2])).code).toBe(0)
    expect((await answer(ids[2], 'no')).code).toBe(411618)
    expect((await answer(ids[3], ' 119 ')).code).toBe(0)

    // A reload four minutes later: the same questions, the answers given, six minutes left.
    gateway.setNow(start + 240_000)
    const again = await result('exam/questions', { examId }, staff)
    expect(again.attempt).toMatchObject({ state: 'taking', remainingMs: 360_000, startedAt: start })
    expect(again.answers).toEqual({ [ids[0]]: 1, [ids[1]]: [0, 2], [ids[3]]: ' 119 ' })
    expect((await answer(ids[4], 'Stairs, then the assembly point')).code).toBe(0)
    const handed = await result('exam/submitExam', { examId }, staff)
    expect(handed.attempt).toMatchObject({
      state: 'marking',
      score: null,
      passed: null,
      autoSubmitted: false,
      submittedAt: start + 240_000,
    })
    expect(await answer(ids[0], 0)).toEqual({ code: 411616, msg: 'The exam was already handed in' })
    expect((await call('exam/submitExam', { examId }, staff)).code).toBe(411616)

    // HR marks the short answer; then the staff member sees the mark.
    expect((await call('exam/marking/list', {}, staff)).code).toBe(403001)
    const [sheet] = (await result('exam/marking/list', {}, hr)).sheets
    expect(sheet).toMatchObject({ examId, title: 'Fire exam', jobNumber: expect.any(String) })
    const detail = await result('exam/marking/detail', { attemptId: sheet.attemptId }, hr)
    expect(detail.questions[4]).toMatchObject({
      type: 'short',
      key: 'Leave by the stairs',
      answer: 'Stairs, then the assembly point',
      points: null,
    })
    expect(detail.questions.map((q: { points: number | null }) => q.points)).toEqual([10, 10, 0, 10, null])
    expect(
      await call('exam/marking/mark', { attemptId: sheet.attemptId, marks: [{ questionId: ids[4], points: 25 }] }, hr),
    ).toEqual({ code: 411620, msg: 'The points must be a whole number from 0 to 20' })
    expect(
      (await call('exam/marking/mark', { attemptId: sheet.attemptId, marks: [{ questionId: ids[0], points: 5 }] }, hr))
        .code,
    ).toBe(411619)
    expect(
      (
        await call(
          'exam/marking/mark',
          { attemptId: sheet.attemptId, marks: [{ questionId: ids[4], points: 15 }] },
          staff,
        )
      ).code,
    ).toBe(403001)
    expect(
      await result(
        'exam/marking/mark',
        { attemptId: sheet.attemptId, marks: [{ questionId: ids[4], points: 15 }] },
        hr,
      ),
    ).toEqual({ state: 'marked', score: 45, passed: true })
    const seen = await result('exam/queryExamId', { examId }, staff)
    expect(seen.attempt).toMatchObject({ state: 'marked', score: 45, passed: true, total: 60 })
    expect((await result('exam/questions', { examId }, staff)).points).toEqual({
      [ids[0]]: 10,
      [ids[1]]: 10,
      [ids[2]]: 0,
      [ids[3]]: 10,
      [ids[4]]: 15,
    })
    const pdf = await gateway.app.inject({
      method: 'POST',
      url: '/gateway/message/web/exam/certificate',
      payload: { examId },
      headers: { token: staff },
    })
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await result('training/record', { employeeId: 12 }, hr)).exams).toEqual([
      { examId, title: 'Fire exam', score: 45, total: 60, passed: true, submittedAt: start + 240_000 },
    ])
    expect((await result('exam/manage/results', { id: examId }, hr)).results).toMatchObject([
      { employeeId: 12, state: 'marked', score: 45, passed: true },
    ])

    // Corrections after it was sat: the exam's title and the bank's wording change; its paper, time and pass mark, and the sheet given, stay.
    const exam = {
      id: examId,
      title: 'Fire exam 2026',
      paperId,
      minutes: 10,
      passMark: 36,
      audience: { ...none, employeeIds: [12] },
      closed: false,
    }
    await result('exam/manage/save', exam, hr)
    expect((await call('exam/manage/save', { ...exam, minutes: 20 }, hr)).code).toBe(411625)
    expect((await result('exam/manage/list', {}, hr)).exams.find((e: { id: number }) => e.id === examId)).toMatchObject(
      { title: 'Fire exam 2026', minutes: 10 },
    )
    await result(
      'exam/question/save',
      { id: ids[0], type: 'single', stem: 'Which exit is safe?', options: ['Lift', 'Stairs'], key: 1, score: 10 },
      hr,
    )
    expect(
      (await result('exam/question/list', {}, hr)).questions.find((q: { id: number }) => q.id === ids[0]).stem,
    ).toBe('Which exit is safe?')
    expect((await result('exam/questions', { examId }, staff)).questions[0].stem).toBe('Which exit?')
  })

  it('hands a random paper in by itself when the time is up, refusing later answers, even if the taker never comes back', async () => {
    gateway.setNow(start)
    const { id: paperId, total } = await result(
      'exam/paper/save',
      {
        title: 'Random',
        mode: 'random',
        questionIds: [],
        rules: [
          { type: 'single', count: 1, score: 10 },
          { type: 'judge', count: 1, score: 10 },
        ],
      },
      hr,
    )
    expect(total).toBe(20)
    const bank = (await result('exam/question/list', {}, hr)).questions as Array<{
      id: number
      type: string
      key: unknown
    }>
    const shorts = bank.filter((q) => q.type === 'short').length
    expect(
      await call(
        'exam/paper/save',
        { title: 'Too many', mode: 'random', questionIds: [], rules: [{ type: 'short', count: shorts + 1, score: 5 }] },
        hr,
      ),
    ).toEqual({
      code: 411611,
      msg: `The paper is not valid: the bank has only ${shorts} questions of the type short answer, ${shorts + 1} are asked for`,
    })
    const { id: examId } = await result(
      'exam/manage/save',
      {
        title: 'Quick check',
        paperId,
        minutes: 1,
        passMark: 10,
        audience: { ...none, employeeIds: [12, 40] },
        closed: false,
      },
      hr,
    )
    const sheet = await result('exam/questions', { examId }, staff)
    expect(sheet.questions.map((q: { type: string; score: number }) => [q.type, q.score])).toEqual([
      ['single', 10],
      ['judge', 10],
    ])
    // The single-choice question drawn, answered right.
    const drawn = bank.find((q) => q.id === sheet.questions[0].id)!
    await result('exam/saveAnswer', { examId, questionId: drawn.id, answer: drawn.key }, staff)
    await result('exam/questions', { examId }, hr)

    gateway.setNow(start + 61_000)
    expect(await call('exam/saveAnswer', { examId, questionId: sheet.questions[1].id, answer: false }, staff)).toEqual({
      code: 411615,
      msg: 'The time is up: the exam was handed in',
    })
    expect((await result('exam/queryExamId', { examId }, staff)).attempt).toMatchObject({
      state: 'marked',
      autoSubmitted: true,
      submittedAt: start + 60_000,
      score: 10,
      passed: true,
    })
    // HR's sitting is handed in by the sweep, without HR coming back.
    expect(await handInOverdue(gateway.ctx.db, gateway.ctx.now())).toBe(1)
    const row = await gateway.ctx.db
      .selectFrom('exam_attempt')
      .select(['state', 'score', 'auto_submitted'])
      .where('exam_id', '=', examId)
      .where('employee_id', '=', 40)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ state: 'marked', score: 0, auto_submitted: 1 })
    gateway.setNow(start)
  })

  it("keeps each tenant's training and exams apart", async () => {
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
    expect((await result('exam/manage/list', {}, hr)).exams.map((e: { title: string }) => e.title)).toEqual(
      expect.arrayContaining(['Fire exam 2026', 'Quick check']),
    )
  })
})

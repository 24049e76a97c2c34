import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { none, startTrainingGateway, type TrainingGateway } from './test-helpers'

describe('exams: a timed exam from start to certificate', () => {
  let at: TrainingGateway
  let gateway: TestGateway
  let hr: string
  let staff: string
  let manager: string
  let start: number
  let call: TrainingGateway['call']
  let result: TrainingGateway['result']
  beforeAll(async () => {
    at = await startTrainingGateway()
    ;({ gateway, hr, staff, manager, start, call, result } = at)
  }, 60_000)
  afterAll(() => gateway.close())

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
})

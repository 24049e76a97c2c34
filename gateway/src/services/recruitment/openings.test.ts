import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../testing/test-gateway'
import { en, P, type Position, type RecruitGateway, startRecruitGateway } from './test-helpers'

describe('recruitment: openings and HR functions', () => {
  let at: RecruitGateway
  let gateway: TestGateway
  let hr: string
  let manager: string
  let staff: string
  let approve: RecruitGateway['approve']
  let jobId: number
  let position: Position

  beforeAll(async () => {
    at = await startRecruitGateway()
    ;({ gateway, hr, manager, staff, approve } = at)
  })
  afterAll(() => gateway.close())

  it('raises an opening from a position only within its open headcount, and opens it when the workflow approves', async () => {
    const positions = (await gateway.post(`${P}/job/positions`, {}, hr)).body.result as Array<{
      id: number
      organId: number
      open: number
      headcount: number
      staff: number
    }>
    position = positions.find((p) => p.open > 0)!
    expect(position.open).toBe(position.headcount - position.staff)
    const full = positions.find((p) => p.open === 0)!
    expect(
      (await gateway.post(`${P}/job/save`, { gangweiId: full.id, title: 'Nothing left', vacancies: 1 }, hr, en)).body,
    ).toMatchObject({ code: 411502, msg: 'The position has no open headcount: 0 left' })
    expect(
      (
        await gateway.post(
          `${P}/job/save`,
          { gangweiId: position.id, title: 'Too many', vacancies: position.open + 1 },
          hr,
        )
      ).body.code,
    ).toBe(411502)
    expect(
      (await gateway.post(`${P}/job/save`, { gangweiId: position.id, title: '', vacancies: 1 }, hr)).body.code,
    ).toBe(400000)

    const raised = (
      await gateway.post(
        `${P}/job/save`,
        { gangweiId: position.id, title: 'Frontend engineer', description: 'React and TypeScript', vacancies: 1 },
        hr,
      )
    ).body.result
    jobId = raised.id
    expect(raised.status).toBe('approving')
    // The vacancies being recruited for count against the headcount.
    const after = (
      (await gateway.post(`${P}/job/positions`, {}, hr)).body.result as Array<{
        id: number
        open: number
        recruiting: number
      }>
    ).find((p) => p.id === position.id)!
    expect(after).toMatchObject({ open: position.open - 1, recruiting: 1 })
    expect((await gateway.post('/gateway/recruit/open/careers', { code: 'demo-sh' })).body.result.jobs).toEqual([])
    // The approver sees it in the approval centre's dialog; staff who are not approvers do not.
    expect((await gateway.post(`${P}/job/approval`, { id: jobId }, manager)).body.result.job).toMatchObject({
      title: 'Frontend engineer',
      status: 'approving',
    })
    expect((await gateway.post(`${P}/job/approval`, { id: jobId }, staff)).body.code).toBe(403001)

    expect((await approve(raised.instanceId)).body.code).toBe(0)
    const careers = (await gateway.post('/gateway/recruit/open/careers', { code: 'demo-sh' })).body.result
    expect(careers.jobs).toEqual([
      expect.objectContaining({
        id: jobId,
        title: 'Frontend engineer',
        description: 'React and TypeScript',
        vacancies: 1,
      }),
    ])
    expect((await gateway.post('/gateway/recruit/open/careers', { code: 'nope' }, undefined, en)).body).toMatchObject({
      code: 411512,
      msg: 'This careers page does not exist',
    })
    expect((await gateway.post(`${P}/job/getJobByKeyWord`, { keyword: 'front' }, staff)).body.result).toEqual([
      expect.objectContaining({ id: jobId }),
    ])
  })

  it('keeps HR routes to their functions', async () => {
    for (const path of ['job/positions', 'job/list', 'channel/list', 'setting/get', 'candidate/board']) {
      expect((await gateway.post(`${P}/${path}`, {}, staff)).body.code, path).toBe(403001)
    }
    expect((await gateway.post(`${P}/setting/save`, { retentionDays: 30 }, staff)).body.code).toBe(403001)
    expect((await gateway.post(`${P}/interview/mine`, {}, staff)).body.result.interviews).toEqual([])
  })
})

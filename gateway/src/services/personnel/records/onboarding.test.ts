import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { en, pnid, type RecordsGateway, startRecordsGateway } from './test-helpers'

describe('employee records: onboarding and offboarding', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let position: RecordsGateway['position']
  let post: RecordsGateway['post']

  beforeAll(async () => {
    ;({ gateway, hr, staff, position, post } = await startRecordsGateway())
  })
  afterAll(() => gateway.close())

  it('onboards a new hire with an account: found in the list, birth date and gender from the ID number; duplicates refused', async () => {
    const idNumber = pnid('31010419950615004')
    const values = {
      name: '新同事',
      jobNumber: 'NEW0001',
      mobile: '13700001111',
      organ: position.organ_id,
      gangwei: position.id,
      entryDate: '2026-11-01',
      idNumber,
      emergencyPhone: '13700002222',
    }
    const weak = await post('entryUser/onboard', { values, account: { userName: 'newbie', password: 'short' } }, hr, en)
    expect(weak.code).toBe(400104)
    const done = await post('entryUser/onboard', {
      values,
      account: { userName: 'newbie', password: 'Newbie@12345', roleIds: [2] },
    })
    expect(done.code).toBe(0)
    const record = (await post('entryUser/getRecord', { id: done.result.id })).result
    expect(record.values).toMatchObject({
      birthDate: '1995-06-15',
      gender: '2',
      zhiwei: position.zhiwei_id,
      contractStart: null,
      idNumber,
    })
    const page = (await post('entryUser/getRecordPage', { keyword: '新同事' })).result
    expect(page.rows.map((r: { id: number }) => r.id)).toEqual([done.result.id])
    const newbie = await gateway.login('newbie', 'Newbie@12345')
    expect((await post('entryUser/getMyRecord', {}, newbie)).result.hiddenFields).toContain('emergencyPhone')
    expect(
      (await post('entryUser/onboard', { values: { ...values, jobNumber: 'NEW0002', idNumber: '' } }, hr, en)).code,
    ).toBe(410205)
    expect((await post('entryUser/onboard', { values: { ...values, mobile: '13700003333' } })).code).toBe(410206)
    expect(
      (await post('entryUser/onboard', { values: { ...values, jobNumber: 'NEW0003', mobile: '13700003333' } })).code,
    ).toBe(410207)
    expect(
      (
        await post('entryUser/onboard', {
          values: { ...values, jobNumber: 'NEW0003', mobile: '13700003333', idNumber: '' },
          account: { userName: 'newbie', password: 'Newbie@12345' },
        })
      ).code,
    ).toBe(410209)
    expect((await post('entryUser/onboard', { values: { name: 'x' } }, hr, en)).msg).toBe('Job number is required')
    expect((await post('entryUser/onboard', { values }, staff)).code).toBe(403001)
  })

  it('offboards: status left, the account signed out and refused at sign-in, found in the lizhi search', async () => {
    const id = (await post('entryUser/getRecordPage', { keyword: 'NEW0001' })).result.rows[0].id
    const newbie = await gateway.login('newbie', 'Newbie@12345')
    expect((await post('entryUser/offboard', { id, leaveDate: '2026-10-01', reason: '个人发展' }, hr, en)).code).toBe(
      410210,
    )
    expect((await post('entryUser/offboard', { id, leaveDate: '2026-11-20', reason: '个人发展' }, staff)).code).toBe(
      403001,
    )
    expect((await post('entryUser/offboard', { id, leaveDate: '2026-11-20', reason: '个人发展' })).code).toBe(0)
    expect((await post('entryUser/getMyRecord', {}, newbie)).code).toBe(401001)
    const login = await gateway.post(
      '/gateway/uac/account/login',
      { account: 'newbie', password: 'Newbie@12345' },
      undefined,
      en,
    )
    expect(login.body).toEqual({
      code: 410211,
      msg: 'This account belongs to someone who has left the company and can no longer sign in',
    })
    const left = (await post('user/getLizhiUserByKeyWord', { keyword: '新同事' })).result
    expect(left.rows).toEqual([expect.objectContaining({ id, leaveDate: '2026-11-20', leaveReason: '个人发展' })])
    expect((await post('user/getLizhiUserByKeyWord', {})).result.total).toBeGreaterThan(1)
    expect((await post('user/getUserByKeyWord', { keyword: '新同事' })).result).toEqual([])
    expect(await post('entryUser/offboard', { id, leaveDate: '2026-11-21', reason: 'again' }, hr, en)).toEqual({
      code: 410210,
      msg: '新同事 has already left',
    })
    expect((await post('entryUser/getRecord', { id })).result).toMatchObject({
      status: 2,
      leaveDate: '2026-11-20',
      leaveReason: '个人发展',
    })
    expect((await post('user/getLizhiUserByKeyWord', {}, staff)).code).toBe(403001)
  })
})

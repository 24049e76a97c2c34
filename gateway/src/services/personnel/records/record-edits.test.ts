import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestGateway } from '../../../testing/test-gateway'
import { en, type RecordsGateway, startRecordsGateway } from './test-helpers'

describe('employee records: the record, its field permissions and the checks of edited values', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  let position: RecordsGateway['position']
  let otherPosition: RecordsGateway['otherPosition']
  let post: RecordsGateway['post']

  beforeAll(async () => {
    ;({ gateway, hr, staff, position, otherPosition, post } = await startRecordsGateway())
  })
  afterAll(() => gateway.close())

  it('shows HR the whole record with the custom form, and the staff member their own without hidden fields', async () => {
    const full = (await post('entryUser/getRecord', { id: 12 })).result
    expect(full.hiddenFields).toEqual([])
    expect(full.values).toMatchObject({
      idNumber: expect.stringMatching(/^\d{17}[\dX]$/),
      emergencyPhone: expect.stringMatching(/^1\d{10}$/),
    })
    expect(full.names.organ).toBeTruthy()
    expect(full.custom.form.name).toBe('员工补充信息')
    expect(full.fields.find((f: { key: string }) => f.key === 'emergencyPhone').access).toBe('edit')

    const own = (await post('entryUser/getMyRecord', {}, staff)).result
    expect(own.id).toBe(12)
    expect(own.hiddenFields).toEqual(['idNumber', 'salaryGrade', 'emergencyPhone'])
    expect(Object.keys(own.values)).not.toContain('emergencyPhone')
    expect(own.values.name).toBe(full.values.name)
    expect(own.fields.find((f: { key: string }) => f.key === 'name').access).toBe('read')
    expect((await post('entryUser/getRecord', { id: 12 }, staff)).code).toBe(403001)
    expect(
      await post('entryUser/getMyRecord', {}, await gateway.login('admin', 'Admin@12345', { tenantId: 1 }), en),
    ).toEqual({ code: 410201, msg: 'Your account has no staff record in this company' })
  })

  it('lets HR edit a field the staff member cannot see; the staff member still does not get it', async () => {
    const saved = await post('entryUser/updateRecord', {
      id: 12,
      values: { emergencyPhone: '13911112222', emergencyContact: '王芳', address: '上海市黄浦区人民路 1 号' },
    })
    expect(saved.code).toBe(0)
    expect(saved.result.values).toMatchObject({ emergencyPhone: '13911112222', emergencyContact: '王芳' })
    const own = (await post('entryUser/getMyRecord', {}, staff)).result
    expect(own.values.emergencyContact).toBe('王芳')
    expect(JSON.stringify(own)).not.toContain('13911112222')
  })

  it('checks edited values: mobile, ID check digit, unique phone and job number, position of the department, contract fields only from the contract', async () => {
    const edit = async (values: object) => post('entryUser/updateRecord', { id: 12, values }, hr, en)
    expect(await edit({ mobile: '12345' })).toEqual({ code: 410203, msg: 'Please enter the correct phone number' })
    expect(await edit({ idNumber: '110105194912310021' })).toEqual({
      code: 410204,
      msg: 'The ID number check digit is wrong',
    })
    const other = await gateway.ctx.db
      .selectFrom('employee')
      .select(['phone', 'job_number', 'name'])
      .where('tenant_id', '=', 1)
      .where('id', '=', 13)
      .executeTakeFirstOrThrow()
    expect(await edit({ mobile: other.phone })).toEqual({
      code: 410205,
      msg: `The phone number ${other.phone} is already used by ${other.name}`,
    })
    expect((await edit({ jobNumber: other.job_number })).code).toBe(410206)
    expect(await edit({ organ: otherPosition.organ_id, gangwei: position.id })).toEqual({
      code: 410208,
      msg: 'The position does not exist or is not in this department',
    })
    // The contract fields come from the person's contract: the record takes them unchanged only.
    expect(await edit({ contractEnd: '2099-04-30' })).toEqual({
      code: 410202,
      msg: 'Contract end comes from the contract: change it on the contracts page',
    })
    expect((await edit({ contractType: 'intern' })).code).toBe(410202)
    const shown = (await post('entryUser/getRecord', { id: 12 })).result
    expect((await edit({ contractType: shown.values.contractType, contractEnd: shown.values.contractEnd })).code).toBe(
      0,
    )
    expect((await edit({ birthDate: '2024-02-30' })).code).toBe(410203)
    // Work began here at the latest; before it, years of work count from it.
    expect(await edit({ entryDate: '2020-03-01', workStartDate: '2020-03-02' })).toEqual({
      code: 410203,
      msg: 'The date work began cannot be after the entry date',
    })
    expect((await edit({ workStartDate: '2012-07-01' })).code).toBe(0)
    expect((await edit({ name: '' })).msg).toBe('Name is required')
    expect(await edit({ bloodType: 'A' })).toEqual({ code: 410203, msg: 'Unknown field bloodType' })
    expect((await edit({ organ: position.organ_id, gangwei: position.id, zhiwei: position.zhiwei_id })).code).toBe(0)
  })
})

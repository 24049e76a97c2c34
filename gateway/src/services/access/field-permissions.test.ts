import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { hashPassword } from '../../core/auth/password'
import { EMPLOYEE_RECORD } from './biz-fields'
import { fieldAccessOf } from './field-permissions'

const J = (path: string) => `/gateway/joyhr/web/${path}`

describe('field permissions (§6 No field permissions, §7 permField and roleInsZhangtao)', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  const access = (userId: number, tenantId = 1) =>
    fieldAccessOf(gateway.ctx, { tenantId, userId, bizTypeId: EMPLOYEE_RECORD })
  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  it('lets HR edit every field, staff read all but the ID number and salary grade, admin edit all', async () => {
    const ofHr = await access(3)
    expect(ofHr).toMatchObject({ name: 'edit', idNumber: 'edit', salaryGrade: 'edit', emergencyContact: 'edit' })
    // The demo form's fields too: HR's role edits every field without a row of its own ('*').
    expect(ofHr).toMatchObject({ bloodType: 'edit', previousEmployer: 'edit', probationEnd: 'edit' })
    expect(Object.values(ofHr).every((a) => a === 'edit')).toBe(true)
    const ofStaff = await access(2)
    expect(ofStaff).toMatchObject({
      name: 'read',
      mobile: 'read',
      idNumber: 'hidden',
      salaryGrade: 'hidden',
      bloodType: 'read',
    })
    expect(Object.values(await access(1)).every((a) => a === 'edit')).toBe(true)
  })

  it('hides every field from a user without a role in the tenant', async () => {
    // hr belongs to tenant 2 too but holds no role there.
    expect(Object.values(await access(3, 2)).every((a) => a === 'hidden')).toBe(true)
    const { hash, salt } = await hashPassword('Nobody@12345')
    await gateway.ctx.db
      .insertInto('app_user')
      .values({
        id: 901,
        user_name: 'nobody',
        real_name: 'Nobody',
        password_hash: hash,
        password_salt: salt,
        phone: '13900000901',
        email: 'nobody@demo-co.example',
        tenant_id: 1,
        company_id: 1,
        employee_id: null,
        is_super: 0,
        perm_version: 1,
        head_url: '',
      })
      .execute()
    expect(Object.values(await access(901)).every((a) => a === 'hidden')).toBe(true)
  })

  it("answers the caller's fields of a business type with their access, in the request language", async () => {
    const fields = (
      await gateway.post(J('permField/listByBizTypeId'), { bizTypeId: 1 }, staff, { 'accept-language': 'en' })
    ).body.result as Array<{ key: string; label: string; access: string; custom: boolean }>
    expect(fields.find((f) => f.key === 'idNumber')).toMatchObject({
      label: 'ID number',
      access: 'hidden',
      custom: false,
    })
    expect(fields.find((f) => f.key === 'bloodType')).toMatchObject({
      label: 'Blood type',
      access: 'read',
      custom: true,
    })
    expect((await gateway.post(J('permField/listByBizTypeId'), { bizTypeId: 99 }, staff)).body).toEqual({
      code: 410305,
      msg: '未知的业务类型 99',
    })
  })

  it("lists and saves a role's field permissions (role editor), refusing unknown fields", async () => {
    const list = async () =>
      (await gateway.post(J('roleInsZhangtao/fieldList'), { roleId: 2, bizTypeId: 1 }, hr)).body.result as Array<{
        key: string
        access: string
      }>
    expect((await list()).find((f) => f.key === 'salaryGrade')!.access).toBe('hidden')
    const save = (fields: unknown) =>
      gateway.post(J('roleInsZhangtao/saveFieldList'), { roleId: 2, bizTypeId: 1, fields }, hr)
    expect(
      (
        await save([
          { key: 'salaryGrade', access: 'read' },
          { key: 'mobile', access: 'hidden' },
        ])
      ).body.code,
    ).toBe(0)
    const after = await list()
    expect(after.find((f) => f.key === 'salaryGrade')!.access).toBe('read')
    expect(after.find((f) => f.key === 'mobile')!.access).toBe('hidden')
    expect(after.find((f) => f.key === 'idNumber')!.access).toBe('hidden')
    expect((await access(2)).mobile).toBe('hidden')
    expect((await save([{ key: 'shoeSize', access: 'read' }])).body).toMatchObject({ code: 410306 })
    expect((await save([{ key: 'mobile', access: 'owner' }])).body.code).toBe(400000)
    expect((await gateway.post(J('roleInsZhangtao/fieldList'), { roleId: 2, bizTypeId: 1 }, staff)).body.code).toBe(
      403001,
    )
    expect(
      (
        await save([
          { key: 'salaryGrade', access: 'hidden' },
          { key: 'mobile', access: 'read' },
        ])
      ).body.code,
    ).toBe(0)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import type { RoleMember } from './role-members'

const USERS = '/gateway/joyhr/web/authRole/userList'

describe('the role editor user list (authRole/userList)', () => {
  let gateway: TestGateway
  let hr: string
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    hr = await gateway.login('hr', 'Hr@123456789', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  const list = async (body: unknown, token = hr) => (await gateway.post(USERS, body, token)).body

  it('lists the tenant users with the roles they hold there', async () => {
    const users = (await list({})).result as RoleMember[]
    expect(users.find((u) => u.userName === 'staff')?.roleIds).toEqual([2])
    expect(users.find((u) => u.userName === 'hr')?.roleIds).toEqual([1])
  })

  it("lists a role's holders only, and finds users by name", async () => {
    expect(((await list({ roleId: 2 })).result as RoleMember[]).map((u) => u.userName)).toEqual(['staff'])
    expect(((await list({ keyword: 'ADM' })).result as RoleMember[]).map((u) => u.userName)).toEqual(['admin'])
    expect((await list({ keyword: '%' })).result as RoleMember[]).toEqual([])
  })

  it('answers the same at its §7 address /ums/web/user/findUserWithRole', async () => {
    const withRole = async (body: unknown, token = hr) =>
      (await gateway.post('/gateway/ums/web/user/findUserWithRole', body, token)).body
    expect((await withRole({})).result).toEqual((await list({})).result)
    expect(((await withRole({ roleId: 2 })).result as RoleMember[]).map((u) => u.userName)).toEqual(['staff'])
    expect((await withRole({ roleId: 999 })).code).toBe(400201)
    expect((await withRole({}, staff)).code).toBe(403001)
  })

  it('refuses an unknown role, a bad body and callers without role administration', async () => {
    expect((await list({ roleId: 999 })).code).toBe(400201)
    expect((await list({ roleId: 'x' })).code).toBe(400000)
    expect((await list({}, staff)).code).toBe(403001)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const ACCESS = '/gateway/joyhr/web/elesMenu/pageAccess'

describe('pageAccess: whether an address of an app is a menu page the user may open', () => {
  let gateway: TestGateway
  let staff: string
  beforeAll(async () => {
    gateway = await startTestGateway()
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(() => gateway.close())

  const access = async (appCode: string, link: string, token = staff) =>
    (await gateway.post(ACCESS, { appCode, link }, token)).body

  it('tells a menu page the user may not open from one they may open and from an inner page of the app', async () => {
    // The monthly summary (8008) is not in the Staff role; my attendance (8002) is everyone's.
    expect((await access('kaoqin', '/monthly-summary')).result).toEqual({ menuPage: true, allowed: false })
    expect((await access('kaoqin', '/my-attendance')).result).toEqual({ menuPage: true, allowed: true })
    expect((await access('kaoqin', '/my-attendance/2026-11')).result).toEqual({ menuPage: false, allowed: false })
    expect((await access('no-such-app', '/monthly-summary')).result).toEqual({ menuPage: false, allowed: false })
  })

  it('follows the app that serves a page listed under another entry (source app)', async () => {
    // Account security is listed under the personal centre and served by the system app (ums).
    expect((await access('ums', '/profile')).result).toEqual({ menuPage: true, allowed: true })
    expect((await access('personal', '/profile')).result).toEqual({ menuPage: false, allowed: false })
  })

  it('refuses a request without a session, an address that is not a path, and oversized input', async () => {
    expect((await gateway.post(ACCESS, { appCode: 'kaoqin', link: '/monthly-summary' })).body.code).not.toBe(0)
    expect((await access('kaoqin', 'monthly-summary')).code).toBe(400000)
    expect((await access('', '/x')).code).toBe(400000)
    expect((await access('kaoqin', `/${'x'.repeat(600)}`)).code).toBe(400000)
  })
})

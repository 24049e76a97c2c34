import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'
import { auditSender } from '../../testing/audit-batches'
import { installTestApp } from '../../testing/installed-app-row'

// Runs the same migrations, seed and queries on PostgreSQL (`npm run test:pg`): TEST_DATABASE_URL
// names a server's maintenance database, such as postgres://postgres@127.0.0.1:5432/postgres.
const serverUrl = process.env.TEST_DATABASE_URL
if (!serverUrl) throw new Error('npm run test:pg needs TEST_DATABASE_URL (a PostgreSQL maintenance database URL)')

describe('on PostgreSQL', () => {
  const name = `hr_portal_test_${process.pid}_${Date.now()}`
  let gateway: TestGateway
  let admin: pg.Client

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    gateway = await startTestGateway({ databaseUrl: url.toString() })
  })
  afterAll(async () => {
    await gateway?.close()
    await admin.query(`drop database if exists ${name}`)
    await admin.end()
  })

  it('migrates, seeds and answers the session calls', async () => {
    const token = await gateway.login('admin', 'Admin@12345', { noLogin7Days: true })
    const info = await gateway.post('/gateway/ums/web/user/getLoginUserInfo', {}, token)
    expect(info.body.result).toMatchObject({ id: 1, tenantName: 'Demo Co. Shanghai' })
    const menu = await gateway.post('/gateway/joyhr/web/elesMenu/menuTreeForPc', { lang: 'en' }, token)
    expect(menu.body.data.map((entry: { code: string }) => entry.code)).toEqual([
      'index',
      'dashboard',
      'ums',
      'personnel',
      'approval',
      'kaoqin',
      'paiban',
      'salary',
      'etax',
      'recruit',
      'training',
      'expenses',
      'performance',
      'masterdata',
      'outsourcing',
      'agent',
      'bi',
      'report',
      'personal',
    ])
  })

  it('outlives a server that ends its idle connections, and answers again', async () => {
    const token = await gateway.login('staff', 'Staff@12345')
    expect((await gateway.post('/gateway/ums/web/organ/organTreeList', {}, token)).body.code).toBe(0)
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.message)
    process.on('warning', onWarning)
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name])
      await expect.poll(() => warnings.some((w) => w.startsWith('PostgreSQL connection lost'))).toBe(true)
      // Connections the server ended are dropped as the pool hears of them (or gets them back): within moments every
      // request is answered again, several at once too.
      const answers = async () =>
        (
          await Promise.all(
            Array.from({ length: 5 }, () => gateway.post('/gateway/ums/web/organ/organTreeList', {}, token)),
          )
        ).map((a) => a.body.code)
      await expect.poll(answers, { timeout: 15_000, interval: 200 }).toEqual([0, 0, 0, 0, 0])
    } finally {
      process.off('warning', onWarning)
    }
  })

  it('pages, filters and escapes keywords like on SQLite', async () => {
    const token = await gateway.login('staff', 'Staff@12345')
    const page = (await gateway.post('/gateway/ums/web/entryUser/getUserPage', { page: 2, rows: 20 }, token)).body
      .result
    expect([page.total, page.totalPage, page.rows[0].jobNumber]).toEqual([240, 12, 'SH00021'])
    const lower = (await gateway.post('/gateway/ums/web/entryUser/getUserPage', { keyword: 'sh00123' }, token)).body
      .result
    expect(lower.total).toBe(1)
    expect(
      (await gateway.post('/gateway/ums/web/entryUser/getUserPage', { keyword: '%' }, token)).body.result.total,
    ).toBe(0)
    const tree = (await gateway.post('/gateway/ums/web/organ/organTreeList', {}, token)).body.result
    expect(typeof tree[0].staffCount).toBe('number')
  })

  it('saves roles, bumps the mark, stores audit records and issues app tokens', async () => {
    const adminToken = await gateway.login('admin', 'Admin@12345')
    const staff = await gateway.login('staff', 'Staff@12345')
    expect(
      (await gateway.post('/gateway/joyhr/web/authRole/save', { roleId: 2, functionIds: ['1001'] }, adminToken)).body
        .code,
    ).toBe(0)
    expect((await gateway.post('/gateway/uac/web/permission/hasPermissionMark', {}, staff)).body.result).toBe(true)
    const record = { app: 'system', method: 'x', decision: 'allow', at: Date.now() }
    expect((await auditSender(gateway, staff)([record])).body.code).toBe(0)
    const list = (await gateway.post('/gateway/joyhr/web/bridgeAudit/list', {}, adminToken)).body.result
    expect(list.total).toBe(1)
    expect(typeof list.rows[0].at).toBe('number')
    await installTestApp(gateway.ctx.db, {
      tenantId: 1,
      id: 1,
      code: 'tour-shop',
      entry: 'http://127.0.0.1:4311/app/',
      roles: [2],
    })
    const appToken = (await gateway.post('/gateway/uac/web/appToken', { appId: 'tour-shop' }, staff)).body.result
      .token as string
    expect(JSON.parse(Buffer.from(appToken.split('.')[1], 'base64url').toString())).toMatchObject({
      aud: 'tour-shop',
      tid: 1,
    })
    const summary = (await gateway.post('/gateway/report/web/headcount/summary', {}, adminToken)).body.result
    expect(summary.byMonth).toHaveLength(12)
  })

  it('throttles failed sign-ins and exports the staff list like on SQLite', async () => {
    // After the first failure each try needs a solved captcha (the harness stands in for one).
    const attempt = async (password: string) =>
      (
        await gateway.post('/gateway/uac/account/login', {
          account: 'hr',
          password,
          captchaToken: await gateway.captchaPass('127.0.0.1'),
        })
      ).body.code
    for (let i = 0; i < 5; i++) expect(await attempt('Wrong@123456')).toBe(400101)
    expect(await attempt('Hr@123456789')).toBe(400105)
    const exported = await gateway.post(
      '/gateway/ums/web/entryUser/export',
      {},
      await gateway.login('admin', 'Admin@12345'),
    )
    expect(String(exported.body).split('\r\n').length).toBeGreaterThan(200)
  })
})

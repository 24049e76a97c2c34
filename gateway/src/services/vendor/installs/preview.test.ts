import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startManifestServer, type ManifestServer } from '../../../testing/manifest-server'
import { startTestGateway, type TestGateway } from '../../../testing/test-gateway'

const PREVIEW = '/gateway/vendor/web/apps/preview'

describe('the manifest check before installing an app by URL', () => {
  let gateway: TestGateway
  let vendor: ManifestServer
  let admin: string
  let staff: string
  const manifest = () => ({
    name: 'gifts',
    code: 'gifts',
    version: '1.0.0',
    party: 'third',
    title: { 'zh-CN': '礼品', en: 'Gifts' },
    entry: `${vendor.origin}/app/`,
    capabilities: ['session.appToken', 'ui'],
    scopes: ['user.name'],
    origins: ['https://api.gifts.example'],
    menus: [{ functionId: 'gifts:list', link: '/list', title: { 'zh-CN': '礼品清单', en: 'Gift list' } }],
  })
  const preview = async (path: string, lang = 'en', token = admin) =>
    (
      await gateway.post(PREVIEW, { manifestUrl: path.startsWith('/') ? `${vendor.origin}${path}` : path }, token, {
        'accept-language': lang,
      })
    ).body
  const problems = async (path: string, lang = 'en') => {
    const answer = await preview(path, lang)
    expect(answer).toMatchObject({ code: 0, result: { valid: false } })
    return (answer.result.errors as Array<{ path: string; message: string }>).map((e) => `${e.path}: ${e.message}`)
  }

  beforeAll(async () => {
    vendor = await startManifestServer()
    gateway = await startTestGateway()
    admin = await gateway.login('admin', 'Admin@12345', { tenantId: 1 })
    staff = await gateway.login('staff', 'Staff@12345')
  })
  afterAll(async () => {
    await gateway?.close()
    await vendor?.close()
  })

  it("answers the consent summary in plain words, in the reader's language", async () => {
    vendor.answer('/manifest.json', { json: manifest() })
    const en = await preview('/manifest.json')
    expect(en).toMatchObject({ code: 0, result: { valid: true, errors: [], installed: null, update: null } })
    expect(en.result.app).toEqual({
      code: 'gifts',
      name: 'gifts',
      title: 'Gifts',
      version: '1.0.0',
      entry: `${vendor.origin}/app/`,
      origin: vendor.origin,
    })
    expect(en.result.consent).toEqual({
      capabilities: [
        {
          name: 'session.appToken',
          description: 'Receive a short-lived pass that tells its own server who the user is',
        },
        { name: 'ui', description: 'Show messages, confirmations and a loading sign in the portal' },
      ],
      scopes: [{ name: 'user.name', description: "The user's name" }],
      optionalScopes: [],
      events: [],
      origins: [vendor.origin, 'https://api.gifts.example'],
      menus: [{ functionId: 'gifts:list', title: 'Gift list' }],
      widgets: [],
    })
    const zh = await preview('/manifest.json', 'zh-CN')
    expect(zh.result.consent.scopes).toEqual([{ name: 'user.name', description: '用户的姓名' }])
    expect(zh.result.app.title).toBe('礼品')
  })

  it('lists each event the app hears or sends with what it tells, and its dashboard widgets', async () => {
    vendor.answer('/events.json', {
      json: {
        ...manifest(),
        capabilities: ['session.appToken', 'events'],
        scopes: ['directory.read', 'approvals.start'],
        events: { subscribe: ['staff.changed', 'approval.changed'], publish: ['company.settingsChanged'] },
        widgets: [
          { id: 'wishes', title: { 'zh-CN': '心愿单', en: 'Wish list' }, page: '/widgets/wishes', size: 'small' },
        ],
      },
    })
    const en = (await preview('/events.json')).result.consent
    expect(en.capabilities[1]).toEqual({ name: 'events', description: 'Send and hear the portal events listed below' })
    expect(en.events).toEqual([
      {
        name: 'staff.changed',
        side: 'hear',
        description: 'Hears that a member of staff was added, changed or left (their id in this app and their name)',
      },
      {
        name: 'approval.changed',
        side: 'hear',
        description: 'Hears that an approval this app started moved on (its state)',
      },
      {
        name: 'company.settingsChanged',
        side: 'send',
        description: "Tells other portal apps that the company's settings were saved (whether the watermark is on)",
      },
    ])
    expect(en.widgets).toEqual([{ id: 'wishes', title: 'Wish list', size: 'small' }])
    const zh = (await preview('/events.json', 'zh-CN')).result.consent
    expect(zh.events[0].description).toBe('接收通知：有人员新增、变动或离职（该人员在本应用中的编号及姓名）')
    expect(zh.widgets).toEqual([{ id: 'wishes', title: '心愿单', size: 'small' }])
  })

  it('names every error of the manifest with its path, and the rules of an app installed by URL', async () => {
    vendor.answer('/bad.json', {
      json: {
        ...manifest(),
        party: 'first',
        code: 'Gifts',
        version: 'new',
        capabilities: ['session.token', 'root'],
        scopes: ['salary.read'],
        entry: undefined,
      },
    })
    expect(await problems('/bad.json')).toEqual([
      'code: has the wrong form',
      'version: has the wrong form',
      'capabilities[1]: "root" is not a bridge capability',
      'scopes[0]: "salary.read" is not a data scope',
      'menus[0].functionId: a first-party function id holds no ":" (that is the vendor namespace)',
      'party: must be "third": an app installed by URL is a third-party app',
      "entry: is required: the address of the app's start page",
    ])
    expect(await problems('/bad.json', 'zh-CN')).toContain('entry: 必须填写：应用首页的地址')
    vendor.answer('/elsewhere.json', { json: { ...manifest(), entry: 'https://gifts.example/app/' } })
    expect(await problems('/elsewhere.json')).toEqual([`entry: must be on the manifest's origin ${vendor.origin}`])
  })

  it('refuses a code or name that a built-in app holds', async () => {
    vendor.answer('/taken.json', {
      json: { ...manifest(), code: 'bi', name: 'system', menus: [{ ...manifest().menus[0], functionId: 'bi:list' }] },
    })
    expect(await problems('/taken.json')).toEqual([
      'code: "bi" is already the code of app "bi-report"',
      'name: "system" is already the name of app "system"',
    ])
  })

  it("refuses a code or name that is one of the portal's own places, in the reader's language", async () => {
    vendor.answer('/messages.json', {
      json: {
        ...manifest(),
        code: 'messages',
        name: 'files',
        menus: [{ ...manifest().menus[0], functionId: 'messages:list' }],
      },
    })
    expect(await problems('/messages.json')).toEqual([
      'code: "messages" is a place of the portal itself',
      'name: "files" is a place of the portal itself',
    ])
    expect(await problems('/messages.json', 'zh-CN')).toEqual([
      'code: “messages”是门户自身的页面',
      'name: “files”是门户自身的页面',
    ])
  })

  it("refuses a widget titled as one of the portal's own, however it is spaced or marked", async () => {
    const widget = (title: { 'zh-CN': string; en: string }, id = 'slip') => ({
      id,
      title,
      page: `/widgets/${id}`,
      size: 'small',
    })
    vendor.answer('/payslip.json', {
      json: {
        ...manifest(),
        widgets: [
          widget({ 'zh-CN': '我的最新\u200b工资条', en: 'My  latest PAYSLIP.' }),
          widget({ 'zh-CN': '礼品', en: 'Gifts' }, 'gifts'),
        ],
      },
    })
    expect(await problems('/payslip.json')).toEqual([
      'widgets[0].title.zh-CN: reads as "我的最新工资条", a widget of the portal\'s own app "salary"',
      'widgets[0].title.en: reads as "My latest payslip", a widget of the portal\'s own app "salary"',
    ])
    expect((await problems('/payslip.json', 'zh-CN'))[1]).toBe(
      'widgets[0].title.en: 与门户自有应用“salary”的小组件“My latest payslip”相同',
    )
    vendor.answer('/own.json', {
      json: { ...manifest(), widgets: [widget({ 'zh-CN': '礼品余额', en: 'Gift balance' })] },
    })
    expect((await preview('/own.json')).result.valid).toBe(true)
  })

  it('takes control and direction characters out of the titles people read', async () => {
    const menus = [{ ...manifest().menus[0], title: { 'zh-CN': '礼品\u202E单清', en: 'Gift\u0007 list' } }]
    vendor.answer('/marked.json', {
      json: { ...manifest(), title: { 'zh-CN': '礼\u202E品', en: 'Gi\u2066fts\n' }, menus },
    })
    const answer = (await preview('/marked.json')).result
    expect([answer.valid, answer.app.title, answer.consent.menus]).toEqual([
      true,
      'Gifts ',
      [{ functionId: 'gifts:list', title: 'Gift list' }],
    ])
    expect((await preview('/marked.json', 'zh-CN')).result.app.title).toBe('礼品')
  })

  it('answers what the fetch found wrong, never failing the request', async () => {
    vendor.answer('/missing.json', { status: 404 })
    vendor.answer('/text.json', { status: 200, body: 'not json' })
    vendor.answer('/big.json', {
      status: 200,
      body: `{"pad":"${'x'.repeat(70_000)}"}`,
      headers: { 'content-type': 'application/json' },
    })
    vendor.answer('/away.json', { redirect: `${vendor.origin.replace('127.0.0.1', 'localhost')}/manifest.json` })
    vendor.answer('/moved.json', { redirect: '/manifest.json' })
    expect(await problems('ftp://127.0.0.1/manifest.json')).toEqual(['manifestUrl: is not an http or https address'])
    expect(await problems('http://gifts.example/manifest.json')).toEqual([
      'manifestUrl: must use https (http only on localhost or 127.0.0.1 in demo mode)',
    ])
    expect(await problems('/missing.json')).toEqual(['manifestUrl: answered HTTP status 404'])
    expect(await problems('/text.json')).toEqual([': is not readable JSON'])
    expect(await problems('/big.json')).toEqual(['manifestUrl: answered more than 64 KB'])
    expect(await problems('/away.json', 'zh-CN')).toEqual(['manifestUrl: 重定向到了其他来源'])
    expect((await preview('/moved.json')).result.valid).toBe(true)
    expect(await problems('http://127.0.0.1:9/manifest.json')).toEqual(['manifestUrl: could not be fetched'])
  })

  it('gives up on a server that does not answer within 5 seconds', async () => {
    vendor.answer('/slow.json', { stall: true })
    const started = Date.now()
    expect(await problems('/slow.json')).toEqual(['manifestUrl: did not answer within 5 seconds'])
    expect(Date.now() - started).toBeLessThan(8000)
  }, 15_000)

  it('takes http manifest URLs only in demo mode or when configured', async () => {
    const production = await startTestGateway({ demo: false })
    try {
      const token = await production.login('admin', 'Admin@12345', { tenantId: 1 })
      const answer = (
        await production.post(PREVIEW, { manifestUrl: `${vendor.origin}/manifest.json` }, token, {
          'accept-language': 'en',
        })
      ).body
      expect(answer.result.errors).toEqual([
        {
          path: 'manifestUrl',
          key: 'httpsRequired',
          message: 'must use https (http only on localhost or 127.0.0.1 in demo mode)',
        },
      ])
      // Nor does it reach into its own network over https: an address of it, or a name that resolves to one.
      const port = new URL(vendor.origin).port
      for (const manifestUrl of [
        `https://127.0.0.1:${port}/manifest.json`,
        `https://[::1]:${port}/manifest.json`,
        'https://10.1.2.3/manifest.json',
        `https://localhost:${port}/manifest.json`,
      ]) {
        const refused = (await production.post(PREVIEW, { manifestUrl }, token, { 'accept-language': 'en' })).body
          .result
        expect([manifestUrl, refused.errors]).toEqual([
          manifestUrl,
          [
            {
              path: 'manifestUrl',
              key: 'privateAddress',
              message: 'points to a private or local network address, which the portal does not fetch',
            },
          ],
        ])
      }
    } finally {
      await production.close()
    }
  })

  it('is for holders of the Apps function, with a bounded manifest URL', async () => {
    expect((await preview('/manifest.json', 'en', staff)).code).toBe(403001)
    expect((await gateway.post(PREVIEW, { manifestUrl: `${vendor.origin}/manifest.json` })).body.code).toBe(401001)
    expect(
      (await gateway.post(PREVIEW, { manifestUrl: `https://x.example/${'a'.repeat(600)}` }, admin)).body.code,
    ).toBe(400000)
    expect((await gateway.post(PREVIEW, {}, admin)).body.code).toBe(400000)
  })
})

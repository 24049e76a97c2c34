import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestGateway, type TestGateway } from '../../testing/test-gateway'

const MENU = '/gateway/joyhr/web/elesMenu/menuTreeForPc'

interface Entry {
  code: string
  name: string
  microApp: Record<string, unknown> | null
  children: Array<{ code: string; buttonVoList: Array<{ functionId: string }> }>
}

describe('menuTreeForPc', () => {
  let gateway: TestGateway
  beforeAll(async () => {
    gateway = await startTestGateway()
  })
  afterAll(() => gateway.close())

  const menuOf = async (token: string, lang = 'zh-CN'): Promise<Entry[]> =>
    (await gateway.post(MENU, { sysId: '', tenantId: 1, lang }, token)).body.data

  it('gives staff the ums entry with the items and buttons they hold, and the personal centre open to all', async () => {
    const menu = await menuOf(await gateway.login('staff', 'Staff@12345'))
    // The home dashboard comes first, open to everyone; administrators hold its role defaults (101101).
    expect(menu.shift()).toMatchObject({
      code: 'dashboard',
      linkUrl: '/dashboard',
      microApp: null,
      children: [{ code: '1011', linkUrl: '/', authFlag: 0, buttonVoList: [] }],
    })
    expect(menu.map((entry) => entry.code)).toEqual([
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
      'agent',
      'report',
      'personal',
    ])
    // Payroll: the approval view of a run, open and not listed (its gateway route checks the request), and my payslips.
    expect(menu[5].children).toMatchObject([
      { code: '820409', linkUrl: '/approvals', authFlag: 0 },
      { code: '8221', linkUrl: '/payslips', authFlag: 0 },
    ])
    expect(JSON.parse((menu[5].children[0] as unknown as { itemAttr: string }).itemAttr)).toMatchObject({ muShow: 0 })
    // Income tax: my tax deductions.
    expect(menu[6].children).toMatchObject([{ code: '8303', authFlag: 0 }])
    // Recruitment: my interviews, and the approval view of openings and offers (not listed), open to everyone.
    expect(menu[7].children).toMatchObject([
      { code: '8404', linkUrl: '/interviews', authFlag: 0 },
      { code: '8409', linkUrl: '/approvals', authFlag: 0 },
    ])
    // Training: my training and my exams, open to everyone.
    expect(menu[8].children).toMatchObject([
      { code: '8507', linkUrl: '/my-training', authFlag: 0 },
      { code: '8508', linkUrl: '/my-exams', authFlag: 0 },
    ])
    // Expenses: my claims and advances, open to everyone.
    expect(menu[9].children).toMatchObject([
      { code: '8901', linkUrl: '/claims', authFlag: 0 },
      { code: '8905', linkUrl: '/advances', authFlag: 0 },
    ])
    // Performance: team reviews and my performance, open to everyone.
    expect(menu[10].children).toMatchObject([
      { code: '8603', linkUrl: '/team', authFlag: 0 },
      { code: '8604', linkUrl: '/mine', authFlag: 0 },
    ])
    // The report centre and my subscriptions, open to everyone (each report inside is shown by its own function).
    expect(menu[12].children).toMatchObject([
      { code: '4010', linkUrl: '/centre', authFlag: 0 },
      { code: '4011', linkUrl: '/subscriptions', authFlag: 0 },
    ])
    expect(menu[13].children).toMatchObject([{ code: '1005', linkUrl: '/profile', sourceApp: 'ums', authFlag: 0 }])
    // Personnel: 'My record', onboarding to-dos and resignation, open to everyone, and the org chart (granted with the
    // organisation).
    expect(menu[1].children).toMatchObject([
      { code: '1103', linkUrl: '/me', authFlag: 0 },
      { code: '1110', linkUrl: '/welcome', authFlag: 0 },
      { code: '1111', linkUrl: '/resign', authFlag: 0 },
      { code: '1108', linkUrl: '/org-chart', authFlag: 1 },
    ])
    expect(menu[0].children.map((item) => item.code)).toEqual(['1001', '1002'])
    expect(menu[0].children[1].buttonVoList.map((button) => button.functionId)).toEqual(['100201'])
  })

  it('gives admin every app, each with its microApp', async () => {
    const menu = await menuOf(await gateway.login('admin', 'Admin@12345'))
    expect(menu.map((entry) => entry.code)).toEqual([
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
    expect(menu[0]).toMatchObject({ name: '首页', linkUrl: '/index', microApp: null })
    // The hidden home entry leads to the dashboard.
    expect(menu[0].children).toMatchObject([{ code: '1000', linkUrl: '/', sourceApp: 'dashboard' }])
    menu.shift()
    expect(menu.shift()).toMatchObject({
      name: '工作台',
      microApp: null,
      children: [{ code: '1011', buttonVoList: [{ functionId: '101101' }] }],
    })
    expect(menu[0]).toMatchObject({ name: '系统管理', linkUrl: '/ums' })
    expect(menu[0].children.map((item) => item.code)).toEqual([
      '1001',
      '1006',
      '1002',
      '1003',
      '1004',
      '1030',
      '1007',
      '101001',
      '1008',
      '1009',
      '1014',
    ])
    expect(menu[0].microApp).toEqual({
      name: 'system',
      title: '系统管理',
      entry: 'http://127.0.0.1:4101/system/',
      origin: 'http://127.0.0.1:4101',
      party: 'first',
      capabilities: [
        'session.token',
        'session.user',
        'session.report',
        'perm',
        'tabs',
        'ui',
        'env',
        'ui.dialog',
        'storage',
        'nav.apps',
        'nav.links',
        'events',
        'messages',
        'messages.send',
        'perf',
        'track',
        'tour',
      ],
      container: '#subapp-system',
      activeRule: '/portal/ums',
      props: { appCode: 'ums' },
      sandbox: ['allow-downloads'],
      intents: { 'staff.view': '/users/:id' },
      events: {
        publish: ['org.selected', 'role.saved', 'company.settingsChanged', 'apps.changed'],
        subscribe: ['staff.changed'],
      },
      // Its home dashboard widget, titled in the session's language.
      widgets: [{ id: 'must-read', title: '必读公告', page: '/widgets/must-read', size: 'small', refresh: 600 }],
    })
    expect(menu[2].microApp).toMatchObject({
      name: 'approval',
      entry: 'http://127.0.0.1:4101/approval/',
      party: 'first',
    })
    expect(menu[3].microApp).toMatchObject({ name: 'attendance', intents: { 'leave.view': '/leave/requests/:id' } })
    expect(menu[4].microApp).toMatchObject({ name: 'scheduling', party: 'first' })
    expect(menu[5].microApp).toMatchObject({
      name: 'salary',
      party: 'first',
      intents: { 'salaryRun.view': '/approvals/:id' },
    })
    expect(menu[5].children.map((item) => item.code)).toEqual([
      '8201',
      '8202',
      '8203',
      '8204',
      '820409',
      '8211',
      '8212',
      '8221',
      '8222',
    ])
    expect(menu[6].microApp).toMatchObject({ name: 'tax', party: 'first' })
    expect(menu[6].children.map((item) => item.code)).toEqual(['8301', '8302', '8303'])
    expect(menu[7].microApp).toMatchObject({ name: 'recruitment', party: 'first' })
    expect(menu[7].children.map((item) => item.code)).toEqual(['8401', '8402', '8403', '8404', '8409'])
    expect(menu[8].microApp).toMatchObject({ name: 'training', party: 'first' })
    expect(menu[8].children.map((item) => item.code)).toEqual([
      '8501',
      '8502',
      '8503',
      '8504',
      '8505',
      '8506',
      '8507',
      '8508',
    ])
    expect(menu[9].microApp).toMatchObject({ name: 'expenses', party: 'first' })
    expect(menu[9].children.map((item) => item.code)).toEqual(['8901', '8905', '8903', '8902', '8904'])
    expect(menu[10].microApp).toMatchObject({ name: 'performance', party: 'first' })
    expect(menu[10].children.map((item) => item.code)).toEqual(['8601', '8602', '8603', '8604'])
    expect(menu[11].microApp).toMatchObject({ name: 'masterdata', party: 'first' })
    expect(menu[11].children.map((item) => item.code)).toEqual(['8701', '8702'])
    expect(menu[12].microApp).toMatchObject({ name: 'outsourcing', party: 'first' })
    expect(menu[12].children.map((item) => item.code)).toEqual(['8801', '8802', '8803'])
    expect(menu[13].children).toMatchObject([{ code: '9001', linkUrl: '/chat' }])
    expect(menu[14].microApp).toMatchObject({
      name: 'bi-report',
      entry: 'http://127.0.0.1:4101/bi-report/',
      party: 'first',
    })
    expect(menu[15].microApp).toMatchObject({ name: 'report', entry: 'http://127.0.0.1:4101/report/', party: 'first' })
    expect(menu[15].children.map((item) => item.code)).toEqual(['4010', '4011'])
    expect(menu[1].children.map((item) => item.code)).toEqual([
      '1101',
      '1102',
      '1103',
      '1104',
      '1106',
      '1105',
      '1110',
      '1107',
      '1111',
      '1108',
      '1109',
    ])
  })

  it('shows apps by the functions held', async () => {
    const hr = await gateway.login('hr', 'Hr@123456789')
    expect((await menuOf(hr)).map((entry) => entry.code)).toEqual([
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

  it('names entries, items and the itemAttr muName in the requested language', async () => {
    const menu = await menuOf(await gateway.login('staff', 'Staff@12345'), 'en')
    expect(menu[0].name).toBe('Dashboard')
    expect(menu[1].name).toBe('System')
    expect(menu[1].microApp?.title).toBe('System')
    const item = menu[1].children[0] as unknown as { name: string; itemAttr: string }
    expect(item.name).toBe('Organisation structure')
    expect(JSON.parse(item.itemAttr)).toEqual({ mutp: '1', muShow: 1, muName: 'Organisation structure' })
  })

  it('falls back to Accept-Language when the body has no lang', async () => {
    const staff = await gateway.login('staff', 'Staff@12345')
    const answer = await gateway.post(MENU, {}, staff, { 'accept-language': 'en' })
    expect(answer.body.data.map((entry: { name: string }) => entry.name).slice(0, 2)).toEqual(['Dashboard', 'System'])
  })
})

import { describe, expect, it } from 'vitest'
import type { AppEntryNode, MenuItemNode } from './schemas'
import { buildApps, DEFAULT_LANDING, isExternal, landingRoute, matchApp, parseItemAttr } from './menus'

const item = (code: string, linkUrl: string, extra: Partial<MenuItemNode> = {}): MenuItemNode => ({
  code,
  linkUrl,
  name: `item ${code}`,
  ...extra,
})
const entry = (
  code: string,
  linkUrl: string,
  children: MenuItemNode[],
  extra: Partial<AppEntryNode> = {},
): AppEntryNode => ({ code, linkUrl, name: `app ${code}`, children, ...extra }) as AppEntryNode
const options = { hiddenCodes: ['index', 'personal', 'template'] }

describe('menu-to-route building (§2)', () => {
  it.each([
    ['/ums', 'ums', 'ums'],
    ['/a/b/', 'x', 'ab'],
    ['', 'salary', 'salary'],
    [null, 'kaoqin', 'kaoqin'],
  ])('gives link %j (code %s) the path %s and a router base under the portal prefix', (linkUrl, code, path) => {
    const [app] = buildApps([entry(code, linkUrl as string, [item('1', '/p')])], options)
    expect(app.path).toBe(path)
    expect(app.routerBase).toBe(`/portal/${path}`)
  })

  it("titles an app entry by its showName, else its name, and gives it the entry's logo as icon", () => {
    const [shown, plain] = buildApps(
      [
        entry('ums', '/ums', [item('1', '/p')], { showName: 'Organisation', logoUrl: '/logos/ums.svg' }),
        entry('salary', '/salary', [item('2', '/q')], { showName: '' }),
      ],
      options,
    )
    expect([shown.title, shown.icon]).toEqual(['Organisation', '/logos/ums.svg'])
    expect([plain.title, plain.icon]).toEqual(['app salary', ''])
  })

  it('hides the three configured app codes and no others', () => {
    const apps = buildApps(
      ['index', 'personal', 'template', 'ums'].map((code) => entry(code, `/${code}`, [item(code + '1', '/p')])),
      options,
    )
    expect(apps.map((a) => [a.code, a.hidden])).toEqual([
      ['index', true],
      ['personal', true],
      ['template', true],
      ['ums', false],
    ])
  })

  it('redirects the index app to the first link found through the first visible child at each level', () => {
    const tree = [
      entry('index', '/index', [
        item('10', '', { itemAttr: '{"muShow":0}', children: [item('11', '/hidden-first')] }),
        item('20', '', {
          children: [item('21', '', { children: [item('22', '/deep', { sourceApp: 'ums' })] }), item('23', '/later')],
        }),
      ]),
      entry('ums', '/ums', [item('1001', '/structure')]),
    ]
    const apps = buildApps(tree, options)
    expect(apps[0].redirect).toBe('/portal/ums/deep')
    expect(landingRoute(apps)).toBe('/portal/ums/deep')
  })

  it('lands on the first menu base route plus its redirect, and on /portal/ums/structure without menus', () => {
    expect(landingRoute(buildApps([entry('salary', '/salary', [item('1', '/sheet')])], options))).toBe(
      '/portal/salary/sheet',
    )
    expect(landingRoute([])).toBe(DEFAULT_LANDING)
  })

  it('makes child items routes from their link address with the item meta', () => {
    const [app] = buildApps(
      [
        entry('ums', '/ums', [
          item('1002', '/users', {
            bizTypeId: 7,
            openType: 3,
            authFlag: 0,
            icon: 'user',
            buttonVoList: [{ functionId: 100201, name: 'View', authFlag: 1 }],
            itemAttr: '{"muName":"userList","muShow":1,"mutp":"2","baobiaoPortalId":"p9","baobiaoDashboardId":"d3"}',
          }),
        ]),
      ],
      options,
    )
    expect(app.pages[0]).toEqual({
      path: '/portal/ums/users',
      name: 'userList',
      title: 'item 1002',
      icon: 'user',
      functionId: '1002',
      bizTypeId: '7',
      buttons: [{ functionId: '100201', name: 'View', authFlag: 1 }],
      openType: 3,
      authFlag: 0,
      type: '2',
      hidden: false,
      external: false,
      keepAlive: true,
      reportPortalId: 'p9',
      dashboardId: 'd3',
    })
  })

  it.each([['[1,2]'], ['"text"'], ['not json'], ['null'], ['']])(
    'ignores an itemAttr of %j that is not a JSON object',
    (attr) => {
      expect(parseItemAttr(attr)).toBeNull()
      const [app] = buildApps([entry('ums', '/ums', [item('1', '/p', { itemAttr: attr })])], options)
      expect(app.pages[0]).toMatchObject({ name: 'item 1', hidden: false, type: null })
    },
  )

  it('uses the router base of the source app for items that come from another app', () => {
    const apps = buildApps(
      [entry('bi', '/bi', [item('1', '/shared', { sourceApp: 'ums' })]), entry('ums', '/ums', [item('2', '/own')])],
      options,
    )
    expect(apps[0].pages[0].path).toBe('/portal/ums/shared')
    expect(matchApp(apps, '/portal/ums/shared')?.app.code).toBe('ums')
    expect(apps[1].routes.map((p) => p.path)).toEqual(['/portal/ums/shared', '/portal/ums/own'])
    expect(apps[1].pages.map((p) => p.path)).toEqual(['/portal/ums/own'])
  })

  it.each([
    ['http://a.example', true],
    ['https://a.example/x', true],
    ['mailto:hr@demo.example', true],
    ['tel:10086', true],
    ['/portal/x', false],
    ['javascript:alert(1)', false],
    ['ftp://x', false],
  ])('treats %s as external: %s', (link, external) => {
    expect(isExternal(link)).toBe(external)
  })

  it('keeps an external link as it is', () => {
    const [app] = buildApps([entry('ums', '/ums', [item('1', 'https://help.example/hr')])], options)
    expect(app.pages[0]).toMatchObject({ path: 'https://help.example/hr', external: true })
    expect(app.redirect).toBeNull()
  })

  it('keeps every entry of the menu tree, a vendor app like any other', () => {
    const tree = [
      entry('tour-shop', '/tour-shop', [item('tour-shop:trips', '/trips')]),
      entry('ums', '/ums', [item('1', '/p')]),
    ]
    expect(buildApps(tree, options).map((a) => a.code)).toEqual(['tour-shop', 'ums'])
  })

  it('matches a shell path to its app and the path inside it', () => {
    const apps = buildApps(
      [entry('ums', '/ums', [item('1', '/p')]), entry('umsx', '/umsx', [item('2', '/q')])],
      options,
    )
    expect(matchApp(apps, '/portal/ums/p/1')).toMatchObject({ app: { code: 'ums' }, subPath: '/p/1' })
    expect(matchApp(apps, '/portal/umsx')).toMatchObject({ app: { code: 'umsx' }, subPath: '/' })
    expect(matchApp(apps, '/portal/nope')).toBeNull()
  })
})

import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findClashes } from './clashes'
import { formatError, type Manifest } from './types'
import { validateManifest } from './validate'

const vendor: Manifest = {
  name: 'supplier',
  code: 'supplier',
  version: '1.0.0',
  party: 'third',
  title: { 'zh-CN': '供应商', en: 'Suppliers' },
  capabilities: ['session.appToken', 'env'],
  menus: [{ functionId: 'supplier:list', link: '/list', title: { 'zh-CN': '列表', en: 'List' } }],
}
const lines = (raw: unknown, place = {}) => validateManifest(raw, place).errors.map(formatError)

describe('the manifest validator', () => {
  it('accepts every manifest of the repository and the sub-app template', () => {
    const root = join(import.meta.dirname, '../..')
    const files = [
      ...readdirSync(join(root, 'apps')).map((d) => join(root, 'apps', d, 'manifest.json')),
      join(root, 'subapp-template/manifest.json'),
    ]
    for (const file of files.filter(existsSync))
      expect([file, lines(JSON.parse(readFileSync(file, 'utf8')))]).toEqual([file, []])
  })

  it('names every shape problem with its path, not only the first', () => {
    expect(
      lines({
        ...vendor,
        code: 'Supplier',
        version: '1.0',
        title: { 'zh-CN': '供应商' },
        colour: 'red',
        menus: [vendor.menus[0], { functionId: 'supplier:x', link: 'list' }],
      }),
    ).toEqual([
      'colour: is not a manifest field',
      'code: must be lower-case letters, digits and "-", starting with a letter (41 at most)',
      'version: must be a semantic version such as 1.0.0',
      'title.en: is required',
      'menus[1].title: is required',
      'menus[1].link: must be a path such as /list',
    ])
  })

  it('names every meaning problem: capabilities, topics, namespace, repeats, origins', () => {
    expect(
      lines({
        ...vendor,
        capabilities: ['session.appToken', 'root', 'session.token'],
        events: { publish: ['staff.changed', 'staff.fired'] },
        origins: [
          'https://supplier.example.com',
          'http://supplier.example.com',
          'https://a.example/path',
          'http://localhost:5173',
        ],
        menus: [
          { functionId: '5001', link: '/list', title: { 'zh-CN': '列表', en: 'List' } },
          { functionId: 'tour-shop:list', link: '/b', title: { 'zh-CN': '乙', en: 'B' } },
          { functionId: 'supplier:list', link: '/c', title: { 'zh-CN': '丙', en: 'C' } },
          { functionId: 'supplier:list', link: '/d', title: { 'zh-CN': '丁', en: 'D' } },
        ],
      }),
    ).toEqual([
      'capabilities[1]: "root" is not a bridge capability',
      'capabilities[2]: a third-party app may not hold session.token (use session.appToken)',
      'events.publish[1]: "staff.fired" is not a bridge event topic',
      'events.publish[0]: a third-party app may not publish "staff.changed" (it carries the portal\'s own ids)',
      'menus[0].functionId: must be in the app\'s namespace "supplier:<key>"',
      'menus[1].functionId: must be in the app\'s namespace "supplier:<key>"',
      'menus[3].functionId: repeats menus[2].functionId "supplier:list"',
      'origins[1]: must use https (http only on localhost or 127.0.0.1)',
      'origins[2]: must be an origin only, such as https://a.example',
    ])
  })

  it('lets a third-party app hear HR topics only under their data scopes, and publish none of them', () => {
    const hr = ['staff.changed', 'org.selected', 'approval.changed', 'role.saved']
    expect(lines({ ...vendor, events: { publish: [...hr, 'company.settingsChanged'], subscribe: hr } })).toEqual([
      'events.publish[0]: a third-party app may not publish "staff.changed" (it carries the portal\'s own ids)',
      'events.publish[1]: a third-party app may not publish "org.selected" (it carries the portal\'s own ids)',
      'events.publish[2]: a third-party app may not publish "approval.changed" (it carries the portal\'s own ids)',
      'events.publish[3]: a third-party app may not publish "role.saved" (it carries the portal\'s own ids)',
      'events.subscribe[0]: hearing "staff.changed" needs the data scope "directory.read" in scopes',
      'events.subscribe[1]: hearing "org.selected" needs the data scope "org.read" in scopes',
      'events.subscribe[2]: hearing "approval.changed" needs the data scope "approvals.start" in scopes',
      'events.subscribe[3]: only the portal\'s own apps may hear "role.saved"',
    ])
    const scopes = ['directory.read', 'org.read', 'approvals.start']
    expect(lines({ ...vendor, scopes, events: { subscribe: hr.slice(0, 3), publish: ['apps.changed'] } })).toEqual([])
    // The portal's own apps publish and hear them without scopes.
    expect(
      lines({
        ...vendor,
        party: 'first',
        menus: [{ ...vendor.menus[0], functionId: 'list' }],
        events: { publish: hr, subscribe: hr },
      }),
    ).toEqual([])
  })

  it('names unknown data scopes and an entry that is not an absolute https address', () => {
    expect(
      lines({ ...vendor, scopes: ['user.name', 'user.salary'], entry: 'http://supplier.example.com/app/' }),
    ).toEqual([
      'scopes[1]: "user.salary" is not a data scope',
      'entry: must use https (http only on localhost or 127.0.0.1)',
    ])
    expect(lines({ ...vendor, entry: '/app/' })).toEqual([
      'entry: must be an absolute address such as https://apps.example.com/app/',
    ])
    expect(lines({ ...vendor, entry: 'https://u:p@supplier.example.com/app/' })).toEqual([
      'entry: must hold no user name, password or #fragment',
    ])
    expect(lines({ ...vendor, scopes: ['user.name', 'directory.read'], entry: 'http://localhost:5173/' })).toEqual([])
  })

  it('keeps the colon for vendors: a first-party app may not claim a namespaced id', () => {
    expect(lines({ ...vendor, party: 'first', capabilities: ['env'], menus: [{ ...vendor.menus[0] }] })).toEqual([
      'menus[0].functionId: a first-party function id holds no ":" (that is the vendor namespace)',
    ])
  })

  it('names a widget of the wrong shape and a widget id the app repeats', () => {
    const widget = {
      id: 'list',
      title: { 'zh-CN': '列表', en: 'List' },
      page: '/widgets/list',
      size: 'small',
      refresh: 60,
      more: '/list',
    }
    expect(lines({ ...vendor, widgets: [widget] })).toEqual([])
    expect(
      lines({ ...vendor, widgets: [widget, { ...widget, size: 'huge', refresh: 5, page: 'widgets' }, { ...widget }] }),
    ).toEqual([
      'widgets[1].page: must be a path such as /list',
      'widgets[1].size: must be one of "small", "medium", "large"',
      'widgets[1].refresh: must be >= 30',
      'widgets[1].id: repeats widgets[0].id "list"',
      'widgets[2].id: repeats widgets[0].id "list"',
    ])
  })

  it("takes a settings page at a path of the app's own, and names one that is not a path or has more than a path", () => {
    expect(lines({ ...vendor, settings: { path: '/settings' } })).toEqual([])
    expect(lines({ ...vendor, settings: { path: 'https://shop.example/settings' } })).toEqual([
      'settings.path: must be a path such as /list',
    ])
    expect(lines({ ...vendor, settings: { path: '/settings', password: 'x' } })).toEqual([
      'settings.password: is not a manifest field',
    ])
    expect(lines({ ...vendor, settings: {} })).toEqual(['settings.path: is required'])
  })

  it('refuses a code or name that is a place of the portal itself (its pages messages, files, dashboard; portal; index)', () => {
    for (const code of ['messages', 'files', 'portal', 'dashboard', 'index']) {
      expect(lines({ ...vendor, code, menus: [] })).toEqual([`code: "${code}" is a place of the portal itself`])
      expect(lines({ ...vendor, name: code })).toEqual([`name: "${code}" is a place of the portal itself`])
    }
    expect(lines({ ...vendor, code: 'messages-plus', name: 'files-plus', menus: [] })).toEqual([])
  })

  it('checks the folder and origin a built manifest was found in', () => {
    expect(lines(vendor, { folder: 'suppliers', party: 'first' })).toEqual([
      'name: must equal its folder "suppliers"',
      'party: must be "first" for this origin',
    ])
    expect(lines('nonsense')).toEqual(['(manifest): must be object'])
  })

  it('names a code or function id that another installed app holds, keeping the first claim', () => {
    const copy = { ...vendor, name: 'supplier-copy' }
    const clashes = findClashes([vendor, { ...vendor, name: 'other', code: 'other', menus: [] }, copy])
    expect([...clashes.keys()]).toEqual([2])
    expect(clashes.get(2)!.map(formatError)).toEqual([
      'code: "supplier" is already the code of app "supplier"',
      'menus[0].functionId: "supplier:list" is already a function of app "supplier"',
    ])
  })

  it("refuses a vendor app the fields of the portal's own catalogue: fixed ids, buttons, open or hidden pages, grants, entries", () => {
    const item = {
      ...vendor.menus[0],
      id: 5,
      open: true,
      hidden: true,
      bizTypeId: 1,
      sourceApp: 'ums',
      grantWith: 'supplier:x',
      buttons: [{ functionId: 'supplier:edit', id: 7, title: { 'zh-CN': '编辑', en: 'Edit' } }],
    }
    expect(lines({ ...vendor, menus: [item], menuEntry: { id: 1, sort: 1 }, otherMenuEntries: [] })).toEqual([
      "menuEntry: only the portal's own apps may declare this",
      "otherMenuEntries: only the portal's own apps may declare this",
      ...['id', 'open', 'hidden', 'bizTypeId', 'sourceApp', 'grantWith', 'buttons'].map(
        (field) => `menus[0].${field}: only the portal's own apps may declare this`,
      ),
    ])
  })

  it("checks the function ids of a first-party app's buttons and further entries like its items", () => {
    const first = {
      ...vendor,
      party: 'first',
      capabilities: ['env'],
      menus: [
        {
          functionId: '5001',
          id: 1,
          link: '/list',
          title: vendor.title,
          buttons: [
            { functionId: '500101', id: 1, title: vendor.title },
            { functionId: 'x:1', id: 2, title: vendor.title },
          ],
        },
      ],
      otherMenuEntries: [
        {
          code: 'home',
          id: 2,
          sort: 1,
          title: vendor.title,
          menus: [{ functionId: '500101', link: '/', title: vendor.title }],
        },
      ],
    }
    expect(lines(first)).toEqual([
      'menus[0].buttons[1].functionId: a first-party function id holds no ":" (that is the vendor namespace)',
      'otherMenuEntries[0].menus[0].functionId: repeats menus[0].buttons[0].functionId "500101"',
    ])
    const other = {
      ...first,
      name: 'other',
      code: 'other',
      menus: [{ functionId: '6001', link: '/', title: vendor.title }],
      otherMenuEntries: [],
    }
    const clash = {
      ...other,
      menus: [{ ...other.menus[0], buttons: [{ functionId: '500101', id: 3, title: vendor.title }] }],
    } as Manifest
    expect(
      findClashes([first as Manifest, { ...clash, code: 'other2' }])
        .get(1)!
        .map(formatError),
    ).toEqual(['menus[0].buttons[0].functionId: "500101" is already a function of app "supplier"'])
  })
})

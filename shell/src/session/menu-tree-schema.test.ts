import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { MenuTree } from './schemas'

const entry = (microApp: Record<string, unknown>) => ({
  code: 'expenses',
  linkUrl: '/expenses',
  name: 'Expenses',
  microApp,
  children: [],
})
const APP = {
  name: 'expenses',
  title: 'Expenses',
  entry: 'https://expenses.example.com/',
  origin: 'https://expenses.example.com',
  party: 'third',
  capabilities: ['session.user'],
}

describe("the menu tree's app descriptor", () => {
  it("keeps a third-party app's consented scopes, which session.user follows", () => {
    const [parsed] = v.parse(MenuTree, [entry({ ...APP, scopes: ['user.name', 'directory.read'] })])
    expect(parsed.microApp?.scopes).toEqual(['user.name', 'directory.read'])
    expect(v.parse(MenuTree, [entry(APP)])[0].microApp?.scopes).toBeUndefined()
  })

  it("keeps a third-party app's settings page, and refuses one that is not a path", () => {
    expect(v.parse(MenuTree, [entry({ ...APP, settings: '/settings' })])[0].microApp?.settings).toBe('/settings')
    expect(() => v.parse(MenuTree, [entry({ ...APP, settings: 'https://evil.example/settings' })])).toThrow()
  })

  it('refuses scopes that are not a list of names', () => {
    expect(() => v.parse(MenuTree, [entry({ ...APP, scopes: 'user.name' })])).toThrow()
  })
})

import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DASHBOARD_FUNCTION, ROLE_LAYOUT_FUNCTION } from '../services/dashboard'
import { FIRST_PARTY_MANIFESTS, firstPartyCatalogue } from './first-party-manifests'

const SOURCE = join(import.meta.dirname, '..')
const APPS = join(import.meta.dirname, '../../../apps')

/** A statement writing menu or button rows (Kysely's insertInto or SQL text), or the old helper that wrote them. */
const MENU_INSERT = /insertInto\(\s*['"`]menu(_button)?['"`]|insert\s+into\s+["`]?menu(_button)?\b|addAppMenus\(/i

describe("first-party menus are declared in the apps' manifests only", () => {
  it('no migration inserts menu or button rows: a page is added by its manifest entry, synced at start', () => {
    const files = (readdirSync(SOURCE, { recursive: true }) as string[]).filter(
      (file) => /(^|\/)migrations\/[^/]+\.ts$/.test(file) && !file.endsWith('.test.ts'),
    )
    expect(files.length).toBeGreaterThan(50)
    expect(files.filter((file) => MENU_INSERT.test(readFileSync(join(SOURCE, file), 'utf8')))).toEqual([])
  })

  it('the gateway bundles the manifest of every app folder', () => {
    const folders = readdirSync(APPS)
      .filter((dir) => existsSync(join(APPS, dir, 'manifest.json')))
      .sort()
    expect(FIRST_PARTY_MANIFESTS.map((raw) => (raw as { name: string }).name)).toEqual(folders)
  })

  it('each menu row id and button id of the catalogue is given once', () => {
    const entries = firstPartyCatalogue().flatMap((m) => [
      { id: m.menuEntry?.id, items: m.menus },
      ...(m.otherMenuEntries ?? []).map((e) => ({ id: e.id, items: e.menus })),
    ])
    const menuIds = entries.flatMap((entry) => [entry.id, ...entry.items.map((item) => item.id)])
    const buttonIds = entries.flatMap((entry) =>
      entry.items.flatMap((item) => (item.buttons ?? []).map((button) => button.id)),
    )
    expect(menuIds.filter((id) => id === undefined)).toEqual([])
    expect(menuIds.length).toBe(new Set(menuIds).size)
    expect(buttonIds.length).toBe(new Set(buttonIds).size)
  })

  it("the dashboard service's functions are the system app's dashboard entry", () => {
    const dashboard = firstPartyCatalogue()
      .find((m) => m.code === 'ums')!
      .otherMenuEntries!.find((e) => e.code === 'dashboard')!
    expect(dashboard.menus.map((item) => [item.functionId, item.buttons?.map((b) => b.functionId)])).toEqual([
      [DASHBOARD_FUNCTION, [ROLE_LAYOUT_FUNCTION]],
    ])
  })
})

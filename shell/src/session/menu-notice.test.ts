import { describe, expect, it } from 'vitest'
import en from '../../../assets/locales/shell-portal.en.json'
import zhCN from '../../../assets/locales/shell-portal.zh-CN.json'
import type { AppEntryNode } from './schemas'
import { menuNoticeKey } from './menu-notice'

const entry = (code: string, microApp: unknown): AppEntryNode =>
  ({ code, linkUrl: `/${code}`, name: code, microApp, children: [] }) as AppEntryNode
const app = { name: 'system', entry: 'http://127.0.0.1:4101/system/' }

describe('the notice a menu tree is announced with (§8)', () => {
  it("says 'No menu permissions' for an empty tree", () => {
    expect(menuNoticeKey([])).toBe('portal.noMenu')
  })

  it('says there is no menu import when no entry carries a sub-app import', () => {
    expect(menuNoticeKey([entry('ums', null), entry('personal', undefined)])).toBe('portal.noMenuImport')
  })

  it('says nothing once one entry carries a sub-app import', () => {
    expect(menuNoticeKey([entry('personal', null), entry('ums', app)])).toBeNull()
  })

  it('has the texts of §8 in both catalogues', () => {
    expect(en.portal.noMenu).toBe('No menu permissions')
    expect(en.portal.noMenuImport).toBe('the interface has no menu import, cannot create sub-applications')
    expect(zhCN.portal.noMenuImport).toBe('接口没有菜单导入，无法创建子应用')
  })
})

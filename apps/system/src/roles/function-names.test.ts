import { describe, expect, it } from 'vitest'
import type { CatalogueFunction } from './functions-tab'
import { functionNames } from './function-names'

const fn = (
  functionId: string,
  name: string,
  kind: 'menu' | 'button' = 'menu',
  parentFunctionId: string | null = null,
): CatalogueFunction => ({ functionId, name, appName: 'system', kind, parentFunctionId })
const catalogue = [
  fn('1001', 'Organisation structure'),
  fn('100101', 'Add unit', 'button', '1001'),
  fn('1002', 'Staff list'),
  fn('8004', 'Clock in'),
]

describe("a role's functions in the roles table", () => {
  it("names its menu items in the role's order, without their buttons or codes", () => {
    expect(functionNames(['1001', '100101', '8004'], catalogue, 'en')).toBe('Organisation structure, Clock in')
  })

  it('writes the list as the language does', () => {
    expect(functionNames(['1001', '1002'], [fn('1001', '组织架构'), fn('1002', '人员列表')], 'zh-CN')).toBe(
      '组织架构、人员列表',
    )
  })

  it('keeps the code of a function the catalogue does not know, and codes until the catalogue has loaded', () => {
    expect(functionNames(['1001', '9999'], catalogue, 'en')).toBe('Organisation structure, 9999')
    expect(functionNames(['1001', '8004'], undefined, 'en')).toBe('1001, 8004')
  })
})

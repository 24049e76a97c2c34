import { describe, expect, it } from 'vitest'
import en from '../../../assets/locales/personnel.en.json'
import zhCN from '../../../assets/locales/personnel.zh-CN.json'

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('personnel texts', () => {
  it('exist in Chinese and English for the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zhCN).sort())
  })

  it("say 'No field permissions' in both languages (§6)", () => {
    expect(en.common.noFieldPermission).toBe('No field permissions')
    expect(zhCN.common.noFieldPermission).toBe('无字段权限')
  })
})

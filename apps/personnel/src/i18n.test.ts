import { describe, expect, it } from 'vitest'
import en from '../../../assets/locales/personnel.en.json'
import zhCN from '../../../assets/locales/personnel.zh-CN.json'

describe('personnel texts', () => {
  it("say 'No field permissions' in both languages (§6)", () => {
    expect(en.common.noFieldPermission).toBe('No field permissions')
    expect(zhCN.common.noFieldPermission).toBe('无字段权限')
  })
})

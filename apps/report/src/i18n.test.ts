import { describe, expect, it } from 'vitest'
import en from '../../../assets/locales/report.en.json'
import zhCN from '../../../assets/locales/report.zh-CN.json'

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('report centre texts', () => {
  it('exist in Chinese and English for the same keys', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zhCN).sort())
  })
})

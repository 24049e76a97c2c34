import { describe, expect, it } from 'vitest'
import { en, zhCN } from './texts'

describe('texts', () => {
  it('exist in Chinese and English for the same keys, with the same placeholders', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort())
    const holes = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort()
    for (const key of Object.keys(zhCN) as Array<keyof typeof zhCN>)
      expect(holes(en[key]), key).toEqual(holes(zhCN[key]))
  })
})

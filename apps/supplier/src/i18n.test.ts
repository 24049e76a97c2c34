import { describe, expect, it } from 'vitest'
import en from '../../../assets/locales/supplier.en.json'
import zhCN from '../../../assets/locales/supplier.zh-CN.json'

describe('texts', () => {
  it('exist in Chinese and English for the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort())
  })
})

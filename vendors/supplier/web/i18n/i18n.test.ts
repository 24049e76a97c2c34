import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '../../server/errors'
import { CATEGORIES, DOCUMENT_TYPES } from '../../shared/names'
import en from './en.json'
import zhCN from './zh-CN.json'

describe('texts', () => {
  it('exist in Chinese and English for the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort())
  })

  it('name every category, document type, status and backend error', () => {
    const keys = [
      ...CATEGORIES.map((c) => `category.${c}`),
      ...DOCUMENT_TYPES.map((d) => `doctype.${d}`),
      'status.pending',
      'status.qualified',
      'status.suspended',
      'state.valid',
      'state.expiring',
      'state.expired',
      ...Object.keys(ERROR_CODES)
        .filter((k) => k !== 'internal')
        .map((k) => `error.${k}`),
    ]
    for (const key of keys) expect(Object.keys(en), key).toContain(key)
  })
})

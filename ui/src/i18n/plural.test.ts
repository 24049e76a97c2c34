import { describe, expect, it } from 'vitest'
import { createI18n } from './create-i18n'

const texts = createI18n({
  'zh-CN': { years: '入职 {{years}} 周年', rows: '已检查 {{done}}/{{total}} 行' },
  en: {
    years: '{{years}} years with us',
    years_one: '{{years}} year with us',
    rows: '{{done}} of {{total}} rows checked',
    rows_one: '{{done}} of {{total}} row checked',
  },
})

describe('plural forms', () => {
  it("chooses English's form for one, and the plain text for other numbers", () => {
    texts.setLanguage('en')
    expect(texts.t('years', { years: 1 })).toBe('1 year with us')
    expect(texts.t('years', { years: 3 })).toBe('3 years with us')
    expect(texts.t('years', { years: 0 })).toBe('0 years with us')
    // The count that decides is the total of "x of y".
    expect(texts.t('rows', { done: 1, total: 1 })).toBe('1 of 1 row checked')
    expect(texts.t('rows', { done: 1, total: 4 })).toBe('1 of 4 rows checked')
  })

  it('leaves Chinese as it is (one form) and keeps the fallback for a text without a plural', () => {
    texts.setLanguage('zh-CN')
    expect(texts.t('years', { years: 1 })).toBe('入职 1 周年')
    expect(texts.t('years', { years: 1 }, 'en')).toBe('1 year with us')
    expect(texts.t('missing', { count: 1 })).toBe('missing')
  })
})

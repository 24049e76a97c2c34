import { describe, expect, it } from 'vitest'
import { createTranslator } from './translate.js'

const translate = createTranslator({
  'zh-CN': { error: '加载失败：{{msg}}', only: '仅中文', days: '{{days}} 天' },
  en: { error: 'Failed to load: {{msg}}', days: 'Last {{days}} days', days_one: 'Last {{days}} day' },
})

describe('translator', () => {
  it('fills in parameters in the language asked for', () => {
    expect(translate('en', 'error', { msg: 'boom' })).toBe('Failed to load: boom')
    expect(translate('zh-CN', 'error', { msg: 'boom' })).toBe('加载失败：boom')
  })

  it('falls back to Chinese, then to the key itself', () => {
    expect(translate('en', 'only')).toBe('仅中文')
    expect(translate('en', 'no.such.key')).toBe('no.such.key')
  })

  it("takes a text's own form for one in English, and the plain text otherwise and in Chinese", () => {
    expect(translate('en', 'days', { days: 1 })).toBe('Last 1 day')
    expect(translate('en', 'days', { days: 7 })).toBe('Last 7 days')
    expect(translate('zh-CN', 'days', { days: 1 })).toBe('1 天')
  })

  it('leaves a parameter that was not given empty', () => {
    expect(translate('en', 'error')).toBe('Failed to load: ')
  })
})

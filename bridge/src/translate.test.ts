import { describe, expect, it } from 'vitest'
import { createTranslator } from './translate'

const translate = createTranslator({
  'zh-CN': { error: '加载失败：{{msg}}', only: '仅中文' },
  en: { error: 'Failed to load: {{msg}}' },
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

  it('leaves a parameter that was not given empty', () => {
    expect(translate('en', 'error')).toBe('Failed to load: ')
  })
})

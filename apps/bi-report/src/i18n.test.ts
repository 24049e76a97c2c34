import { describe, expect, it } from 'vitest'
import { translate } from './texts'

describe('texts', () => {
  it('fill in parameters and fall back to the key when a text is missing', () => {
    expect(translate('en', 'error', { msg: 'boom' })).toBe('Failed to load: boom')
    expect(translate('zh-CN', 'error', { msg: 'boom' })).toBe('加载失败：boom')
    expect(translate('en', 'no.such.key')).toBe('no.such.key')
  })
})

import { describe, expect, it } from 'vitest'
import { createI18n } from '@hr-portal/ui'
import en from '../../../assets/locales/attendance.en.json'
import zhCN from '../../../assets/locales/attendance.zh-CN.json'
import { timesText } from './times-text'

describe('how often and how long', () => {
  const i18n = createI18n({ 'zh-CN': zhCN, en })
  const t = (language: 'en' | 'zh-CN') => (key: string, params?: Record<string, unknown>) =>
    i18n.t(key, params, language)

  it('says one time in the singular and other counts in the plural in English', () => {
    expect(timesText(t('en'), 1, 23)).toBe('1 time / 23 min')
    expect(timesText(t('en'), 0, 0)).toBe('0 times / 0 min')
    expect(timesText(t('en'), 3, 82)).toBe('3 times / 82 min')
  })

  it('counts the same way in Chinese', () => {
    expect(timesText(t('zh-CN'), 1, 23)).toBe('1 次 / 23 分钟')
    expect(timesText(t('zh-CN'), 2, 5)).toBe('2 次 / 5 分钟')
  })
})

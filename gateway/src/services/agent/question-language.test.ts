import { describe, expect, it } from 'vitest'
import { questionLanguage } from './question-language'

describe('the language of a question', () => {
  it('is English for an English question whatever the UI language', () => {
    expect(questionLanguage('How do I apply for leave?', 'zh-CN')).toBe('en')
    expect(questionLanguage('How many people are in 研发中心?', 'zh-CN')).toBe('en')
  })

  it('is Chinese for a Chinese question whatever the UI language, also with a Latin name in it', () => {
    expect(questionLanguage('怎么请假？', 'en')).toBe('zh-CN')
    expect(questionLanguage('帮我找一下 Li Na 的电话', 'en')).toBe('zh-CN')
  })

  it('falls back to the UI language without letters', () => {
    expect(questionLanguage('2026-03 ?', 'en')).toBe('en')
    expect(questionLanguage('2026-03 ?', 'zh-CN')).toBe('zh-CN')
  })
})

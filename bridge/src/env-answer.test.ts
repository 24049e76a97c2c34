import { describe, expect, it } from 'vitest'
import { envOfAnswer } from './env-answer.js'

const ANSWER = {
  language: 'en',
  theme: 'orange',
  tenant: { id: '1', name: 'Demo' },
  themeVars: { '--hr-primary': '#c2410c' },
  system: { sysName: 'HR', logoUrl: '', linkUrl: '' },
  watermark: { text: 'Li Lei E0012' },
}

describe('env answer', () => {
  it('takes the language, theme, tenant and theme values, without the system info', () => {
    expect(envOfAnswer(ANSWER, 'third')).toEqual({
      language: 'en',
      theme: 'orange',
      tenant: { id: '1', name: 'Demo' },
      themeVars: { '--hr-primary': '#c2410c' },
    })
  })

  it('keeps the watermark for a first-party app only', () => {
    expect(envOfAnswer(ANSWER, 'first')?.watermark).toEqual({ text: 'Li Lei E0012' })
    expect(envOfAnswer({ ...ANSWER, watermark: null }, 'first')).not.toHaveProperty('watermark')
  })

  it('refuses a language or theme the portal does not have, and anything that is no env', () => {
    for (const answer of [
      { ...ANSWER, language: 'fr' },
      { ...ANSWER, language: '<img src=x onerror=alert(1)>' },
      { ...ANSWER, language: undefined },
      { ...ANSWER, theme: 'red' },
      { ...ANSWER, themeVars: { color: 'red' } },
      null,
      'en',
      [],
    ]) {
      expect(envOfAnswer(answer, 'third')).toBeNull()
    }
  })
})

import { describe, expect, it } from 'vitest'
import { gramsOf, isCjkText, scopeWord } from './grams'

describe('gram words', () => {
  it('lists the scope word, then each one- and two-character piece of the CJK runs once', () => {
    expect(gramsOf(1, 'menu', '我的假期 my leave 考勤假期')).toBe('s1menu 我 我的 的 的假 假 假期 期 考 考勤 勤 勤假')
  })

  it('makes no piece across a space or other text, and none of Latin text', () => {
    expect(gramsOf(12, 'staff', '王 e100234 · 研发部')).toBe('s12staff 王 研 研发 发 发部 部')
    expect(gramsOf(3, 'file', 'report.pdf')).toBe('s3file')
  })

  it('covers Japanese and Korean scripts too', () => {
    expect(gramsOf(1, 'notice', 'カナ 한글')).toBe('s1notice カ カナ ナ 한 한글 글')
  })

  it('tells text the gram words answer from other text', () => {
    expect(isCjkText('请假')).toBe(true)
    expect(isCjkText('假')).toBe(true)
    expect(isCjkText('请 假')).toBe(false)
    expect(isCjkText('e1')).toBe(false)
    expect(isCjkText('')).toBe(false)
  })

  it('names each tenant and kind with a word no CJK piece can be', () => {
    expect(scopeWord(1, 'staff')).toBe('s1staff')
    expect(scopeWord(12, 'notice')).not.toBe(scopeWord(1, 'notice'))
    expect(isCjkText(scopeWord(1, 'menu'))).toBe(false)
  })
})

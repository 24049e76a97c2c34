import { describe, expect, it } from 'vitest'
import { cleanLine, cleanParagraph } from './clean-text'

describe('the text rule', () => {
  it.each([
    ['Refund \u202Eredro\u202C 100', 'Refund redro 100'],
    ['a\u2066b\u2069c\u200E\u200F\u061C', 'abc'],
    ['x\u202A\u202B\u202Dy', 'xy'],
    ['Ann\r\nATTENDEE:mailto:x', 'Ann ATTENDEE:mailto:x'],
    ['a\nb\rc\td', 'a b c d'],
    ['a\u2028b', 'a b'],
    ['nul\u0000 bell\u0007 esc\u001B del\u007F c1\u0085', 'nul bell esc del c1'],
    ["张三 O'Brien", "张三 O'Brien"],
  ])('keeps a line to one line of what it shows: %j → %j', (text, clean) => {
    expect(cleanLine(text)).toBe(clean)
  })

  it.each([
    ['one\r\ntwo\rthree\nfour', 'one\ntwo\nthree\nfour'],
    ['a\tb', 'a\tb'],
    ['x\u0000y\u202Ez', 'xyz'],
    ['p\u2029q', 'p\nq'],
  ])('keeps the lines of a paragraph, as \\n: %j → %j', (text, clean) => {
    expect(cleanParagraph(text)).toBe(clean)
  })

  it('answers clean text as it was given', () => {
    const text = 'Plain text, 中文 and emoji 🙂'
    expect(cleanLine(text)).toBe(text)
    expect(cleanParagraph(text)).toBe(text)
  })
})

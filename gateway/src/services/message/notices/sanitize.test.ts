import { describe, expect, it } from 'vitest'
import { plainText, textOfBody } from './sanitize'

describe('notice body text', () => {
  it('is the sanitized body without tags, whitespace collapsed, the same at every read of the same body', () => {
    const body = '<p>Quarterly <b>all-hands</b> &amp; lunch</p>\n<ul><li>Room A</li><li>12:00</li></ul>'
    expect(textOfBody(body, 'html')).toBe(plainText(body))
    expect(textOfBody(body, 'html')).toBe('Quarterly all-hands &amp; lunch Room A12:00')
    expect(textOfBody(body, 'html')).toBe(textOfBody(`${body}`, 'html'))
    expect(textOfBody('<p>Another body</p>', 'html')).toBe('Another body')
    // A sub-app's plain-text message keeps its markup as written.
    expect(textOfBody('  <b>not</b>\n  markup ', 'text')).toBe('<b>not</b> markup')
  })

  it('reads a long body whole', () => {
    const long = `<p>${'word '.repeat(5000)}</p><p>end</p>`
    expect(textOfBody(long, 'html').endsWith('word end')).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { cdata, xmlField } from './xml'

describe('xmlField', () => {
  it('reads an element as CDATA or as text with entities', () => {
    const xml =
      '<xml><ToUserName><![CDATA[ww1]]></ToUserName>\n<Encrypt>\n  <![CDATA[abc+/=]]>\n</Encrypt><Name>A &amp; B &lt;x&gt;</Name></xml>'
    expect(xmlField(xml, 'ToUserName')).toBe('ww1')
    expect(xmlField(xml, 'Encrypt')).toBe('abc+/=')
    expect(xmlField(xml, 'Name')).toBe('A & B <x>')
    expect(xmlField(xml, 'AgentID')).toBeNull()
  })

  it('gives back a value holding "]]>" as cdata wrote it', () => {
    const value = 'a]]>b]]>'
    expect(xmlField(`<xml><Title>${cdata(value)}</Title></xml>`, 'Title')).toBe(value)
  })

  it('answers null for an unclosed element or one holding elements', () => {
    expect(xmlField('<xml><Encrypt>abc', 'Encrypt')).toBeNull()
    expect(xmlField('<xml><Encrypt><![CDATA[abc</Encrypt>', 'Encrypt')).toBeNull()
    expect(xmlField('<xml><Encrypt><b>x</b></Encrypt>', 'Encrypt')).toBeNull()
  })

  it('reads 100 KB of spaces after an unclosed <Encrypt> in milliseconds', () => {
    for (const body of [
      `<xml><Encrypt>${' '.repeat(100_000)}`,
      `<Encrypt>${' '.repeat(100_000)}</Encrypt`,
      `${'<Encrypt> '.repeat(10_000)}`,
    ]) {
      const started = performance.now()
      expect(xmlField(body, 'Encrypt')).toBeNull()
      expect(performance.now() - started).toBeLessThan(50)
    }
  })
})

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { frameAllowed, pageFrameOrigins } from './frame-origins'

const pageWith = (content: string | null) => {
  const doc = document.implementation.createHTMLDocument('shell')
  if (content !== null) doc.head.append(Object.assign(doc.createElement('meta'), { name: 'hr-portal-frames', content }))
  return doc
}

describe("the page's frame origins", () => {
  it('are the origins the gateway wrote into the page', () => {
    const doc = pageWith('["http://127.0.0.1:4101","https://alpha.vendor.example"]')
    expect(pageFrameOrigins(doc)).toEqual(['http://127.0.0.1:4101', 'https://alpha.vendor.example'])
    expect(frameAllowed('https://alpha.vendor.example', doc)).toBe(true)
    expect(frameAllowed('http://localhost:5173', doc)).toBe(false)
  })

  it('hold nothing back on a page that does not name them (or names them unreadably)', () => {
    expect(frameAllowed('http://localhost:5173', pageWith(null))).toBe(true)
    expect(frameAllowed('http://localhost:5173', pageWith('not json'))).toBe(true)
    expect(pageFrameOrigins(pageWith('[1, "https://a.example"]'))).toEqual(['https://a.example'])
  })
})

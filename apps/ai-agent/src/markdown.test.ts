// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown'

describe('answer Markdown', () => {
  it('renders Markdown and strips scripts, handlers and javascript: links', () => {
    const html = renderMarkdown(
      '**12** people\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>[x](javascript:alert(3)) [web](https://example.com)',
    )
    expect(html).toContain('<strong>12</strong>')
    expect(html).not.toMatch(/script|onerror|javascript:|<img/)
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">web</a>')
  })
})

import DOMPurify from 'dompurify'
import { marked } from 'marked'

// Links in an answer never replace the app's own page: web links open in a new tab, others lose their address.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return
  const href = node.getAttribute('href') ?? ''
  if (!/^https?:\/\//i.test(href)) node.removeAttribute('href')
  else {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/** The answer's Markdown as safe HTML: marked renders it, DOMPurify strips scripts, handlers and odd URLs. */
export function renderMarkdown(text: string): string {
  const html = marked.parse(text, { async: false, gfm: true, breaks: true })
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'img'] })
}

import sanitizeHtml from 'sanitize-html'

/** Tags a notice body may hold: text formatting, lists, links, tables and images; nothing that runs. */
const ALLOWED_TAGS = [
  'p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'span', 'div', 'h1', 'h2', 'h3', 'h4', 'blockquote',
  'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'hr', 'code', 'pre',
]

/**
 * A notice body as safe HTML (sanitize-html, on write): no scripts, event handlers, styles, frames or
 * javascript: links; links open in a new tab without the opener. Plain text comes through escaped.
 */
export function sanitizeNoticeBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  }).trim()
}

/** The text of a sanitized body, for summaries and the search index. */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()

import sanitizeHtml from 'sanitize-html'
import { cleanParagraph } from '../../../core/text/clean-text'

/** Tags a notice body may hold: text formatting, lists, links, tables and images; nothing that runs. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'code',
  'pre',
]

/**
 * A notice body as safe HTML (sanitize-html, on write): no scripts, event handlers, styles, frames or
 * javascript: links; links open in a new tab without the opener. Plain text comes through escaped.
 */
export function sanitizeNoticeBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
  }).trim()
}

/** The text of a sanitized body, for summaries and the search index. */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()

/** How a notice body is stored and shown: announcements as sanitized HTML, sub-apps' messages (channel 'app') as plain text. */
export type BodyFormat = 'html' | 'text'
export const bodyFormatOf = (channel: string): BodyFormat => (channel === 'app' ? 'text' : 'html')

/** A plain-text body as stored: line ends as \n, no control or bidirectional characters but tabs and line ends (core/text/clean-text.ts), trimmed. Markup stays as written. */
export const messageText = (text: string): string => cleanParagraph(text).trim()

/** How many HTML bodies' texts are kept (the oldest goes first), and the longest body kept. */
const TEXTS_KEPT = 1000
const LONGEST_KEPT = 20_000
/** The texts of HTML bodies read lately: a notice's text is made once, not at every page of every reader. */
const textsOfHtml = new Map<string, string>()

/** plainText of an HTML body, kept by the body (the same body always has the same text). */
function textOfHtml(body: string): string {
  if (body.length > LONGEST_KEPT) return plainText(body)
  const kept = textsOfHtml.get(body)
  if (kept !== undefined) return kept
  const text = plainText(body)
  if (textsOfHtml.size >= TEXTS_KEPT) textsOfHtml.delete(textsOfHtml.keys().next().value!)
  textsOfHtml.set(body, text)
  return text
}

/** The text of a stored body in its format, whitespace collapsed: excerpts and the search index. */
export const textOfBody = (body: string, format: BodyFormat): string =>
  format === 'text' ? body.replace(/\s+/g, ' ').trim() : textOfHtml(body)

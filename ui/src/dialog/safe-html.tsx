import DOMPurify from 'dompurify'

/**
 * HTML content from a caller, sanitized (DOMPurify: no scripts, event handlers, javascript: links
 * or frames) before it reaches the page; raw innerHTML from callers is never used.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'iframe'] })
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}

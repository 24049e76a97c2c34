import type { FastifyInstance } from 'fastify'

/**
 * Headers every answer of an origin carries. The shell is never framed and severs openers (COOP),
 * so a page that opens it can neither navigate it nor count its frames; a sub-app origin may be
 * framed by the shell alone. Pages set their own, fuller CSP; every other answer gets a CSP that
 * allows nothing. HSTS only where the public origin is https.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  site: { kind: 'shell' | 'app'; origin: string; shellOrigin: string },
): void {
  const frameAncestors = site.kind === 'shell' ? "'none'" : site.shellOrigin
  const csp = `default-src 'none'; frame-ancestors ${frameAncestors}`
  // Worked out once per site; the hook is synchronous, as it runs on every answer. The names are in lower case, as
  // Fastify keeps them: a name already in lower case is stored as it is, not copied and looked up on every answer.
  const fixed: Record<string, string> = {
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    ...(site.kind === 'shell' ? { 'cross-origin-opener-policy': 'same-origin', 'x-frame-options': 'DENY' } : {}),
    ...(site.origin.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  }
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(fixed)
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp)
    done(null, payload)
  })
}

/** Marks the shell page when the product runs with demo data, so the login page shows the demo accounts. */
export function markDemo(html: string, demo: boolean): string {
  if (!demo) return html
  const meta = '<meta name="hr-portal-demo" content="1">'
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`) : `${meta}${html}`
}

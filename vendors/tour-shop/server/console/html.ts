import type { FieldError } from '../forms'
import { say, type Lang, type TextKey } from '../texts'

/** Text made safe for HTML content and attribute values. */
export const esc = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** A whole console page: language switch, sign-out when signed in, the content in `<main>`. */
export function layout(
  lang: Lang,
  title: string,
  content: string,
  { signedIn = false, here = '/console/' } = {},
): string {
  const other = lang === 'en' ? 'zh-CN' : 'en'
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${esc(say(lang, 'console.title'))}</title>
<link rel="stylesheet" href="/console/console.css">
</head>
<body>
<header class="bar">
<p class="brand">${esc(say(lang, 'console.title'))}</p>
<nav aria-label="${esc(say(lang, 'console.title'))}">
<a href="/console/lang/${other}?back=${encodeURIComponent(here)}" lang="${other}">${esc(say(lang, 'console.language'))}</a>
${signedIn ? `<form method="post" action="/console/logout"><button type="submit">${esc(say(lang, 'console.signOut'))}</button></form>` : ''}
</nav>
</header>
<main>
${content}
</main>
</body>
</html>`
}

/** The list of what to fix, announced when the page shows; each links to its field. */
export function errorSummary(lang: Lang, errors: FieldError[], labels: Record<string, TextKey>): string {
  if (!errors.length) return ''
  const items = errors.map(
    (e) =>
      `<li><a href="#f-${esc(e.field)}">${esc(say(lang, e.key, { field: say(lang, labels[e.field] ?? 'console.amount'), ...e.params }))}</a></li>`,
  )
  return `<div class="errors" role="alert"><p>${esc(say(lang, 'console.fixErrors'))}</p><ul>${items.join('')}</ul></div>`
}

/** A labelled input; marked invalid when an error names it. */
export function field(
  lang: Lang,
  name: string,
  label: TextKey,
  value: string,
  errors: FieldError[],
  attrs = '',
): string {
  const invalid = errors.some((e) => e.field === name)
  return `<p class="field"><label for="f-${name}">${esc(say(lang, label))}</label>
<input id="f-${name}" name="${name}" value="${esc(value)}"${invalid ? ' aria-invalid="true"' : ''} ${attrs}></p>`
}

/** A status line (saved, deleted), read out when the page shows. */
export const status = (text: string): string => (text ? `<p class="status" role="status">${esc(text)}</p>` : '')

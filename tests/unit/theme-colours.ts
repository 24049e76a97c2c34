import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(new URL('../..', import.meta.url).pathname)

export type Theme = 'blue' | 'orange'
export type Tokens = Record<string, string>

/** One rule of a stylesheet: where it is, its selector and its declarations. */
export interface Rule {
  file: string
  selector: string
  decls: Record<string, string>
}

/** The stylesheets the shell and the first-party apps load (vendor apps bring their own colours). */
export function stylesheets(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', 'assets/themes', 'shell/src', 'apps'],
    { cwd: root, encoding: 'utf8' },
  )
  return listed.split('\0').filter((file) => file.endsWith('.css') && !/(^|\/)(node_modules|dist)\//.test(file))
}

/** The innermost rules of a stylesheet (those inside @media too), comments removed. */
export function rulesOf(file: string, css = readFileSync(resolve(root, file), 'utf8')): Rule[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '')
  return [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
    file,
    selector: selector.trim().replace(/\s+/g, ' '),
    decls: Object.fromEntries(
      body
        .split(';')
        .map((decl) => decl.split(':'))
        .filter((parts) => parts.length >= 2)
        .map(([name, ...value]) => [name.trim(), value.join(':').trim()]),
    ),
  }))
}

/** Each theme's token values (assets/themes/tokens.css): the shared ones, then the theme's own. */
export function themeTokens(): Record<Theme, Tokens> {
  const rules = rulesOf('assets/themes/tokens.css')
  const shared = Object.assign({}, ...rules.filter((rule) => rule.selector === ':root').map((rule) => rule.decls))
  const own = (theme: Theme) => rules.find((rule) => rule.selector.includes(`[data-theme="${theme}"]`))?.decls
  return { blue: { ...shared, ...own('blue') }, orange: { ...shared, ...own('orange') } }
}

/** A declared colour as a hex value in a theme: a token (or its fallback) or a hex literal; undefined otherwise. */
export function solidColour(value: string | undefined, tokens: Tokens): string | undefined {
  if (!value) return undefined
  const token = /^var\((--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(value)
  if (token) return solidColour(tokens[token[1]], tokens) ?? solidColour(token[2], tokens)
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : undefined
}

/** WCAG 2 relative luminance of a hex colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1)
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(digits.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

import { describe, expect, it } from 'vitest'
import {
  contrast,
  type Rule,
  rulesOf,
  solidColour,
  stylesheets,
  type Theme,
  themeTokens,
  type Tokens,
} from './theme-colours'

/** WCAG 2 AA for normal-sized text. */
const AA = 4.5
const THEMES: Theme[] = ['blue', 'orange']

const background = (rule: Rule) => rule.decls['background-color'] ?? rule.decls.background

/** Backgrounds that carry no text of their own (a bar, a dot, a mark whose words are visually hidden). */
const NO_TEXT = new Set(['.leave-mark[data-status="approved"]', '.staff-import-bar span', '.msg-dot'])
/** Text whose background another class of the same element draws: the team calendar's mark is a `.leave-mark` too. */
const DRAWN_ON: Record<string, string> = {
  '.team-leave-mark[data-status="approved"][data-part="day"]': 'var(--hr-primary)',
}

/**
 * The rules that style the same element in general, nearest first: without its states (`:hover`, `:not(:disabled)`
 * …), without its attribute conditions one by one, its last compound (`.a .b` → `.b`).
 */
function generalised(selector: string): string[] {
  const found: string[] = []
  let next = selector.replace(/:(hover|focus|focus-visible|active|not\([^)]*\))/g, '')
  found.push(next)
  while (/\[[^\]]*\]$/.test(next)) found.push((next = next.replace(/\[[^\]]*\]$/, '')))
  found.push(next.split(' ').at(-1) ?? next)
  return found.filter((each) => each && each !== selector)
}

/**
 * The text and background colours a rule puts together: both from the rule when it declares both; the one it leaves
 * out from the rule that styles the same element in general, else the surface cards and dialogs are drawn on (for
 * text) or the page's text colour (for a background).
 */
function pairsOf(rule: Rule, colourOf: Map<string, string>, fillOf: Map<string, string>): Array<[string, string]> {
  const nearest = (from: Map<string, string>) =>
    generalised(rule.selector)
      .map((s) => from.get(s))
      .find(Boolean)
  const text = rule.decls.color
  const fill = background(rule)
  if (text && fill) return [[text, fill]]
  if (text?.includes('var(--hr-')) return [[text, DRAWN_ON[rule.selector] ?? nearest(fillOf) ?? 'var(--hr-surface)']]
  if (fill?.includes('var(--hr-') && !NO_TEXT.has(rule.selector)) return [[nearest(colourOf) ?? 'var(--hr-text)', fill]]
  return []
}

function failures(tokens: Tokens) {
  const rules = stylesheets().flatMap((file) => rulesOf(file))
  const declared = (read: (rule: Rule) => string | undefined) =>
    new Map(rules.filter((rule) => read(rule)).map((rule) => [rule.selector, read(rule) as string]))
  const [colourOf, fillOf] = [declared((rule) => rule.decls.color), declared(background)]
  return rules.flatMap((rule) =>
    pairsOf(rule, colourOf, fillOf).flatMap(([text, fill]) => {
      if (!`${text} ${fill}`.includes('var(--hr-')) return []
      const [fore, back] = [solidColour(text, tokens), solidColour(fill, tokens)]
      if (!fore || !back) return []
      const ratio = contrast(fore, back)
      return ratio < AA ? [`${rule.file} ${rule.selector}: ${text} on ${fill} is ${ratio.toFixed(2)}:1`] : []
    }),
  )
}

describe('theme colours', () => {
  for (const theme of THEMES) {
    it(`every text and background colour pair of the stylesheets reaches 4.5:1 in the ${theme} theme`, () => {
      expect(failures(themeTokens()[theme])).toEqual([])
    })
  }
})

/** The theme tokens (assets/themes/tokens.css) an app gets, so it can match the shell exactly. */
export const THEME_TOKENS = [
  '--hr-primary',
  '--hr-primary-hover',
  '--hr-primary-soft',
  '--hr-primary-text',
  '--hr-on-primary',
  '--hr-bg',
  '--hr-surface',
  '--hr-text',
  '--hr-text-muted',
  '--hr-border',
  '--hr-danger',
  '--hr-success',
  '--hr-warning',
  '--hr-radius',
  '--hr-font',
] as const

/** The tokens' values as the shell's page computes them now (after a theme switch, the new ones). */
export function themeVars(root: Element = document.documentElement): Record<string, string> {
  const style = getComputedStyle(root)
  return Object.fromEntries(
    THEME_TOKENS.map((name) => [name, style.getPropertyValue(name).trim()]).filter(([, value]) => value),
  )
}

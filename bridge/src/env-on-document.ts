import type { EnvStore } from './env-store.js'

/** The parts of the page `mirrorEnvOnDocument` writes; tests pass a fake. */
export interface EnvDocument {
  documentElement: {
    lang: string
    dataset: Record<string, string | undefined>
    style?: { setProperty(name: string, value: string): void; removeProperty(name: string): void }
  }
}

/**
 * Keeps `<html lang>`, `<html data-theme>` and the theme's CSS custom properties (`--hr-primary` …)
 * in step with the shell, so an app in any stack looks like the shell.
 */
export function mirrorEnvOnDocument(env: EnvStore, doc: EnvDocument): () => void {
  let applied: string[] = []
  return env.subscribe(() => {
    const { language, theme, themeVars } = env.get()
    const root = doc.documentElement
    root.lang = language
    root.dataset.theme = theme
    if (!root.style) return
    for (const name of applied) if (!(name in themeVars)) root.style.removeProperty(name)
    for (const [name, value] of Object.entries(themeVars))
      if (name.startsWith('--hr-')) root.style.setProperty(name, value)
    applied = Object.keys(themeVars)
  })
}

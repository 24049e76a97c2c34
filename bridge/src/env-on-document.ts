import type { EnvStore } from './env-store'

/** The parts of the page `mirrorEnvOnDocument` writes; tests pass a fake. */
export interface EnvDocument {
  documentElement: { lang: string; dataset: Record<string, string | undefined> }
}

/** Keeps `<html lang>` and `<html data-theme>` in step with the shell's language and theme. */
export function mirrorEnvOnDocument(env: EnvStore, doc: EnvDocument): () => void {
  return env.subscribe(() => {
    const { language, theme } = env.get()
    doc.documentElement.lang = language
    doc.documentElement.dataset.theme = theme
  })
}

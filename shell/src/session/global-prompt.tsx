import { lazy, Suspense } from 'react'
import { useStore } from '@nanostores/react'
import { $prompt } from './prompt'

// The dialog (and its sanitizer) loads only when a prompt is raised: the login route stays light.
const PromptDialog = lazy(() => import('./prompt-dialog').then((m) => ({ default: m.PromptDialog })))

/** Renders the one global prompt, if any. */
export function GlobalPrompt() {
  const kind = useStore($prompt)
  if (!kind) return null
  return (
    <Suspense fallback={null}>
      <PromptDialog kind={kind} />
    </Suspense>
  )
}

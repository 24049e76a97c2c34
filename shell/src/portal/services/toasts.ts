import { atom } from 'nanostores'

export interface Toast {
  id: number
  app: string
  text: string
  action?: string
  /** true when the action was clicked, false when the toast went. */
  settle: (acted: boolean) => void
}

/** Toasts show this long unless the app says otherwise. */
export const TOAST_MS = 6000
/** At most this many toasts stand at once; an older one goes (answered false). */
export const MAX_TOASTS = 3

export const $toasts = atom<Toast[]>([])
let nextId = 1

/** Shows a toast for an app; resolves true when its action is clicked, false when it goes. */
export function showToast(
  app: string,
  request: { text: string; action?: string; duration?: number },
): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++
    let timer: ReturnType<typeof setTimeout> | undefined
    const toast: Toast = {
      id,
      app,
      text: request.text,
      action: request.action,
      settle(acted) {
        clearTimeout(timer)
        if (!$toasts.get().includes(toast)) return
        $toasts.set($toasts.get().filter((t) => t !== toast))
        resolve(acted)
      },
    }
    const current = $toasts.get()
    if (current.length >= MAX_TOASTS) current[0].settle(false)
    $toasts.set([...$toasts.get(), toast])
    timer = setTimeout(() => toast.settle(false), request.duration ?? TOAST_MS)
  })
}

/** An app that goes away takes its toasts along. */
export function dropToasts(app: string) {
  for (const toast of $toasts.get().filter((t) => t.app === app)) toast.settle(false)
}

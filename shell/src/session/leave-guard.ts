import { atom } from 'nanostores'
import { $dirty } from './dirty'

export interface LeaveQuestion {
  /** The apps with unsaved changes. */
  apps: string[]
  answer: (leave: boolean) => void
}

/** The one open "unsaved changes" question, if any. */
export const $leaveQuestion = atom<LeaveQuestion | null>(null)

/**
 * Resolves true when nothing of `apps` (every app when omitted) is dirty, or when the user agrees
 * to drop their changes; false when the user stays.
 */
export function confirmLeave(apps?: string[]): Promise<boolean> {
  const dirty = [...$dirty.get()].filter((code) => !apps || apps.includes(code))
  if (dirty.length === 0) return Promise.resolve(true)
  $leaveQuestion.get()?.answer(false)
  return new Promise((resolve) => {
    $leaveQuestion.set({
      apps: dirty,
      answer: (leave) => {
        $leaveQuestion.set(null)
        resolve(leave)
      },
    })
  })
}

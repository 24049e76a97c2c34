import { atom } from 'nanostores'

/** Whether a tracked request is in flight (the global loading indicator of §7). */
export const $loading = atom(false)

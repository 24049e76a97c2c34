import { atom, computed } from 'nanostores'

/** A tracked request of the shell is in flight (§7 global loading indicator). */
export const $requestsLoading = atom(false)
/** A sub-app asked for the loading indicator over the bridge. */
export const $appsLoading = atom(false)
/** Whether the global loading indicator shows. */
export const $loading = computed([$requestsLoading, $appsLoading], (requests, apps) => requests || apps)

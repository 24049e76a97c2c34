import { createSubApp } from '@hr-portal/bridge'

/** The bridge to the shell, the router under /recruitment (the app's folder on the apps origin) and the request wrapper with the staff token. */
export const app = createSubApp({ base: '/recruitment', party: 'first' })

export const { env, http, router, shell } = app

/** Whether this page is shown in the shell's dialog (the shell names a dialog's frame `<app>-dialog`). */
export const inDialog = () => window.name.endsWith('-dialog')

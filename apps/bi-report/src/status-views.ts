import { HttpError } from '@hr-portal/bridge/http'
import { h } from './dom'
import type { Translate } from './texts'

/** The gateway's code for a call refused for a missing function. */
const NO_PERMISSION = 403001

/** A failed load: its message, and whether it was refused because the user may not see the report. */
export interface Failure {
  kind: 'error'
  message: string
  denied: boolean
}

export function failureOf(error: unknown): Failure {
  const denied = error instanceof HttpError && (error.serverCode === NO_PERMISSION || error.status === 403)
  return { kind: 'error', message: error instanceof Error ? error.message : String(error), denied }
}

export function loadingView(t: Translate): HTMLElement {
  return h('p', { class: 'status', role: 'status', 'data-testid': 'report-loading' }, t('loading'))
}

/** The failure, said once to screen readers, with a way to try again; a refusal for permission says so, without a retry. */
export function errorView(t: Translate, failure: Failure, retry: () => void): HTMLElement {
  if (failure.denied) {
    return h(
      'div',
      { class: 'status status-denied', role: 'alert', 'data-testid': 'report-no-access' },
      h('p', {}, h('strong', {}, t('noAccess.title'))),
      h('p', {}, t('noAccess.body')),
    )
  }
  const message = failure.message
  const button = h('button', { type: 'button', class: 'hr-button', 'data-variant': 'primary' }, t('retry'))
  button.addEventListener('click', retry)
  return h(
    'div',
    { class: 'status status-error', role: 'alert', 'data-testid': 'report-error' },
    h('p', {}, t('error', { msg: message })),
    button,
  )
}

export function emptyView(t: Translate): HTMLElement {
  return h('p', { class: 'status', 'data-testid': 'report-empty' }, t('empty'))
}

import { h } from './dom'
import type { Translate } from './i18n'

export function loadingView(t: Translate): HTMLElement {
  return h('p', { class: 'status', role: 'status', 'data-testid': 'report-loading' }, t('loading'))
}

/** The failure, said once to screen readers, with a way to try again. */
export function errorView(t: Translate, message: string, retry: () => void): HTMLElement {
  const button = h('button', { type: 'button', class: 'hr-button', 'data-variant': 'primary' }, t('retry'))
  button.addEventListener('click', retry)
  return h('div', { class: 'status status-error', role: 'alert', 'data-testid': 'report-error' },
    h('p', {}, t('error', { msg: message })), button)
}

export function emptyView(t: Translate): HTMLElement {
  return h('p', { class: 'status', 'data-testid': 'report-empty' }, t('empty'))
}

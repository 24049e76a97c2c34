import type { ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { $language } from '../../lib/i18n/i18n'
import { useT } from '../../lib/i18n/use-t'
import type { Loaded } from './use-console-load'

/** A date and time in the reader's language. */
export function useWhen() {
  const language = useStore($language)
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  return (at: number | null) => (at === null ? '' : format.format(new Date(at)))
}

/** An event topic in words (the text keys hold no dot, which the text lookup reads as nesting). */
export function useTopicName() {
  const t = useT()
  const known = ['app.installed', 'app.updated', 'app.uninstalled', 'app.ping', 'staff.joined', 'staff.left']
  return (topic: string) => t(`vendorConsole.topic.${known.includes(topic) ? topic.replace('.', '_') : 'other'}`)
}

/** One titled part of the console: its loading and failure states, its table or its empty sentence. */
export function ConsoleSection<T>({
  id,
  title,
  loaded,
  reload,
  tools,
  empty,
  isEmpty,
  children,
}: {
  id: string
  title: string
  loaded: Loaded<T>
  reload: () => void
  tools?: ReactNode
  empty: string
  isEmpty: (value: T) => boolean
  children: (value: T) => ReactNode
}) {
  const t = useT()
  return (
    <section className="vendor-console-section" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="vendor-console-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {tools}
      </div>
      {loaded.state === 'loading' && <p role="status">{t('vendorConsole.loading')}</p>}
      {loaded.state === 'failed' && (
        <p role="alert" className="login-error">
          {t('vendorConsole.failed')}{' '}
          <button type="button" onClick={reload}>
            {t('vendorConsole.retry')}
          </button>
        </p>
      )}
      {loaded.state === 'ready' &&
        (isEmpty(loaded.value) ? <p className="vendor-console-empty">{empty}</p> : children(loaded.value))}
    </section>
  )
}

/** A table that scrolls sideways inside its own frame on a narrow screen (reachable from the keyboard). */
export function ConsoleTable({ label, head, children }: { label: string; head: string[]; children: ReactNode }) {
  return (
    <div className="vendor-console-table" role="region" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

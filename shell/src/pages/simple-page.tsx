import { Link } from 'wouter'
import { useT } from '../lib/i18n/use-t'
import { ShellBar } from '../lib/layout/shell-bar'
import { useDocumentTitle } from '../lib/use-document-title'

/** A plain page with a title, a note and a way home (company, records, super login, 404). */
export function SimplePage({ titleKey, noteKey }: { titleKey: string; noteKey?: string }) {
  const t = useT()
  useDocumentTitle(titleKey)
  return (
    <div className="simple-page">
      <ShellBar />
      <main>
        <h1>{t(titleKey)}</h1>
        {noteKey && <p>{t(noteKey)}</p>}
        <Link href="/portal">{t('pages.backHome')}</Link>
      </main>
    </div>
  )
}

import './files-texts'
import { Link } from 'wouter'
import { useT } from '../i18n/use-t'

/** "Files" in the portal's top bar: opens the file centre. */
export function FilesLink() {
  const t = useT()
  return <Link href="/portal/files" className="files-bar-link" data-testid="files-link">{t('files.link')}</Link>
}

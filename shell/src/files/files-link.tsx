import { BarIcon } from '../lib/layout/bar-icon'
import './files-texts'
import { Link } from 'wouter'
import { useT } from '../lib/i18n/use-t'

/** "Files" in the portal's top bar: opens the file centre. */
export function FilesLink() {
  const t = useT()
  return (
    <Link
      href="/portal/files"
      className="bar-icon-button"
      data-testid="files-link"
      aria-label={t('files.link')}
      title={t('files.link')}
    >
      <BarIcon name="folder" />
    </Link>
  )
}

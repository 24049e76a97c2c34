import { useEffect, useState } from 'react'
import type { UserProfile } from '@hr-portal/bridge'
import { useOnlyPage, useShell } from '@hr-portal/bridge/react'
import { DraftNote } from './draft-note'
import { router, useT } from '@hr-portal/kit'
import manifest from '../manifest.json'

/** The page the first menu item links to. */
export const HOME = manifest.menus[0]?.link ?? '/'

/** One page; any other path inside the app goes to the first menu's page. */
export function App() {
  const t = useT()
  const shell = useShell()
  const [user, setUser] = useState<UserProfile | null>(null)
  useOnlyPage(router, HOME)
  useEffect(() => {
    shell.session.getUser().then(setUser, () => setUser(null))
  }, [shell])
  return (
    <main className="page">
      <h1>{t('title')}</h1>
      <p data-testid="template-user">
        {user ? t('signedInAs', { name: user.realName || user.userName || user.name || '' }) : '…'}
      </p>
      <button
        type="button"
        className="hr-button"
        data-variant="primary"
        data-testid="template-hello"
        onClick={() => shell.ui.message('info', t('hello')).catch(() => {})}
      >
        {t('sayHello')}
      </button>
      <DraftNote />
    </main>
  )
}

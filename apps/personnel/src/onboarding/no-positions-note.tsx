import { useAuthorised } from '@hr-portal/bridge/react'
import { shell, useT } from '@hr-portal/kit'

/** The System app's posts and positions page, and the button that lets its holder add a position there. */
const POSTS_MENU = '1006'
const EDIT_POSITIONS = '100603'
const SYSTEM_APP = 'ums'

/**
 * Said under the position field when the chosen department has none: why the list is empty, and a way out — a button that
 * opens the System app's positions page for a user who may add positions, otherwise whom to ask — plus reloading the list.
 */
export function NoPositionsNote({ reload }: { reload: () => void }) {
  const t = useT()
  const mayAdd = useAuthorised(POSTS_MENU, EDIT_POSITIONS) === true
  const open = () => {
    shell.tabs
      .open('/posts', undefined, SYSTEM_APP)
      .catch((error: Error) => shell.ui.message('error', error.message).catch(() => {}))
  }
  return (
    <span className="pers-no-positions" data-testid="onboard-no-positions">
      <span>
        {t('onboard.noPositions')} {mayAdd ? t('onboard.addPositionHint') : t('onboard.askForPosition')}
      </span>{' '}
      {mayAdd && (
        <button type="button" className="hr-button" onClick={open}>
          {t('onboard.openPositions')}
        </button>
      )}{' '}
      <button type="button" className="hr-button" onClick={reload}>
        {t('onboard.reloadPositions')}
      </button>
    </span>
  )
}

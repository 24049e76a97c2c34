import { useState } from 'react'
import { useAuthorised, useRequest } from '@hr-portal/bridge/react'
import { useT } from '@hr-portal/kit'
import { ORGAN_FUNCTIONS, STRUCTURE_MENU, loadOrgan, type OrganAction } from './organ-api'
import { OrganDialog } from './organ-dialog'

interface Props {
  /** The selected unit, or null (all staff). */
  organId: string | null
  /** After a change: reload the tree and select this unit. */
  onChanged: (selectId: number | null) => void
}

const ACTIONS: OrganAction[] = ['add', 'rename', 'move', 'remove']

/** Add / Rename / Move / Delete on the selected unit, each shown to holders of its function (100101–100104). */
export function OrganActions({ organId, onChanged }: Props) {
  const t = useT()
  const allowed = {
    add: useAuthorised(STRUCTURE_MENU, ORGAN_FUNCTIONS.add) === true,
    rename: useAuthorised(STRUCTURE_MENU, ORGAN_FUNCTIONS.rename) === true,
    move: useAuthorised(STRUCTURE_MENU, ORGAN_FUNCTIONS.move) === true,
    remove: useAuthorised(STRUCTURE_MENU, ORGAN_FUNCTIONS.remove) === true,
  }
  const organ = useRequest(() => (organId ? loadOrgan(Number(organId)) : Promise.resolve(null)), [organId])
  const [action, setAction] = useState<OrganAction | null>(null)
  const shown = ACTIONS.filter((a) => allowed[a])
  if (!shown.length) return null
  const isRoot = organ.data?.parentId === null
  return (
    <div className="org-actions" role="toolbar" aria-label={t('org.toolbar')}>
      {shown.map((a) => (
        <button
          key={a}
          type="button"
          data-testid={`organ-${a}`}
          disabled={!organ.data || (isRoot && (a === 'move' || a === 'remove'))}
          onClick={() => setAction(a)}
        >
          {t(`org.action.${a}`)}
        </button>
      ))}
      {!organId && <span className="org-hint">{t('org.selectFirst')}</span>}
      {action && organ.data && (
        <OrganDialog
          action={action}
          organ={organ.data}
          onClose={() => setAction(null)}
          onDone={(id) => {
            if (String(id) === organId) organ.retry()
            onChanged(id)
          }}
        />
      )}
    </div>
  )
}

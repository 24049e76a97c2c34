import type { MyDay, PatchWindow } from './kaoqin-api'
import { useT } from '@hr-portal/kit'

interface Props {
  day: MyDay
  locked: boolean
  patchWindow: PatchWindow
  onPatch: () => void
}

/**
 * What a day of my month offers for a missing punch: the patch-card button where the gateway says one may be asked,
 * else why not (already asked, a locked month, a day too far back), so a click never ends in the apply route's refusal.
 */
export function PatchOffer({ day, locked, patchWindow, onPatch }: Props) {
  const t = useT()
  if (day.status !== 'missing_punch') return null
  if (day.mayPatch)
    return (
      <button type="button" className="primary" onClick={onPatch}>
        {t('att.patchCard')}
      </button>
    )
  if (day.patchAsked)
    return (
      <p className="hint" data-testid="patch-asked">
        {t('att.patchAsked')}
      </p>
    )
  // Neither asked nor refused by the window or a lock: the account may not ask patch cards at all.
  if (!locked && day.day >= patchWindow.from && day.day <= patchWindow.to) return null
  return (
    <p className="hint" data-testid="patch-closed">
      {locked ? t('att.patchLocked') : t('att.patchTooOld', { days: patchWindow.workingDays, from: patchWindow.from })}
    </p>
  )
}

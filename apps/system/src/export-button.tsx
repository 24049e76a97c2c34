import { useState } from 'react'
import { usePermission } from '@hr-portal/bridge/react'
import type { QuickFilterValues } from '@hr-portal/ui'
import { http, shell, useT } from '@hr-portal/kit'

/** The staff list's filters: the department, keyword and status, and the quick filters HR chose (§7 quick query). */
export interface StaffFilter {
  organId?: string
  keyword?: string
  status?: number
  quick?: QuickFilterValues
}

interface Props {
  filter: StaffFilter
  /** The selected rows' ids (the §3 batch): exported alone when there are any. */
  ids: number[]
  /** Tells the list a batch operation runs (§4: its pagination is disabled meanwhile). */
  onBusy: (busy: boolean) => void
}

/** Exports the staff list, or the selected staff, as a file; shown only to users holding button 100202 (§6). */
export function ExportButton({ filter, ids, onBusy }: Props) {
  const t = useT()
  const allowed = usePermission('100202')
  const [busy, setBusy] = useState(false)
  if (!allowed) return null
  async function run() {
    setBusy(true)
    onBusy(true)
    try {
      await http.exportBlob(
        '/ums/web/entryUser/export',
        ids.length ? { ids } : { ...filter },
        ids.length ? { raw: true } : undefined,
      )
      // Behaviour tracking (capability track): how often staff lists leave the portal, and whether as a selection.
      shell.track
        .event('staff.export', {
          selected: ids.length,
          filtered: Boolean(filter.keyword || filter.organId || filter.status || filter.quick),
        })
        .catch(() => {})
    } catch {
      // The wrapper already showed the server's message (§7 blob export).
    } finally {
      setBusy(false)
      onBusy(false)
    }
  }
  const text = busy
    ? t('users.exporting')
    : ids.length
      ? t('users.exportSelected', { count: ids.length })
      : t('users.export')
  return (
    <button
      type="button"
      className="hr-button"
      data-testid="export-staff"
      disabled={busy}
      aria-busy={busy}
      onClick={run}
    >
      {text}
    </button>
  )
}

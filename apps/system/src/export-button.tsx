import { useState } from 'react'
import { usePermission } from '@hr-portal/bridge/react'
import { http } from './shell'
import { useT } from './use-t'

/** Exports the staff list as a file; shown only to users holding button 100202 (§6). */
export function ExportButton({ organId }: { organId: string | null }) {
  const t = useT()
  const allowed = usePermission('100202')
  const [busy, setBusy] = useState(false)
  if (!allowed) return null
  async function run() {
    setBusy(true)
    try {
      await http.exportBlob('/ums/web/entryUser/export', organId ? { organId } : {})
    } catch {
      // The wrapper already showed the server's message (§7 blob export).
    } finally {
      setBusy(false)
    }
  }
  return <button type="button" data-testid="export-staff" disabled={busy} onClick={run}>{busy ? t('users.exporting') : t('users.export')}</button>
}

import { useRequest } from '@hr-portal/bridge/react'
import { ApprovalBlock, LoadError, router, useAction, useT } from '@hr-portal/kit'
import { api } from '../api'
import { Page } from '../page'
import { AdvanceCard } from './advance-card'

/** An advance (`/advances/:id`, intent expenseAdvance.view): its applicant withdraws it while pending, the approver acts. */
export function AdvancePage({ id }: { id: string }) {
  const t = useT()
  const load = useRequest(() => Promise.all([api.advance(id), api.flow('expenseAdvance', id).catch(() => null)]), [id])
  const withdraw = useAction(load.retry)
  const [advance, flow] = load.data ?? [null, null]
  return (
    <Page
      title={t('advances.one')}
      actions={
        <button type="button" onClick={() => router.navigate('/advances')}>
          {t('advances.back')}
        </button>
      }
    >
      <LoadError className="form-error" error={load.error} retry={load.retry} />
      {advance && (
        <ul className="cards">
          <AdvanceCard advance={advance}>
            {advance.mine && advance.status === 'submitted' && (
              <button
                type="button"
                disabled={withdraw.busy}
                onClick={() => void withdraw.run(() => api.withdrawAdvance(id), t('advances.withdrawn'))}
              >
                {t('advances.withdraw')}
              </button>
            )}
          </AdvanceCard>
        </ul>
      )}
      {withdraw.status}
      {flow && <ApprovalBlock bizType="expenseAdvance" bizId={id} flow={flow} onMoved={load.retry} />}
    </Page>
  )
}

import { useState } from 'react'
import { useRequest } from '@hr-portal/bridge/react'
import { ApprovalBlock, LoadError, router, useAction, useT } from '@hr-portal/kit'
import { api, type ClaimDetail } from '../api'
import { Page } from '../page'
import { ClaimEditor } from './claim-editor'
import { ClaimView } from './claim-view'

/**
 * A claim (`/claims/:id`, intent expenseClaim.view; `/claims/new` for a new one): its owner edits a draft; once sent
 * the owner, the approver (with the approval's buttons) and finance read it with its receipts and findings. The form
 * stays mounted when a new claim's first save turns its address into /claims/:id, so what it says is kept.
 */
export function ClaimPage({ id }: { id: string | null }) {
  const t = useT()
  const load = useRequest(
    () =>
      Promise.all([
        id ? api.claim(id) : Promise.resolve(null),
        api.options(),
        api.myAdvances(true).then((a) => a.rows),
        id ? api.flow('expenseClaim', id).catch(() => null) : Promise.resolve(null),
      ]),
    [id],
  )
  const [fresh, setFresh] = useState<ClaimDetail | null>(null)
  const reload = () => {
    setFresh(null)
    load.retry()
  }
  const withdraw = useAction(reload)
  const [claim, options, advances, flow] = load.data ?? [null, null, [], null]
  const shown = fresh && fresh.id === (claim?.id ?? fresh.id) ? fresh : claim
  const editing = !shown || (shown.mine && shown.editable)
  return (
    <Page
      title={shown ? shown.title : t('editor.newTitle')}
      actions={
        <button type="button" onClick={() => router.navigate('/claims')}>
          {t('claim.back')}
        </button>
      }
    >
      <LoadError className="form-error" error={load.error} retry={load.retry} />
      {options && editing && (
        <ClaimEditor
          claim={shown}
          options={options}
          advances={advances}
          onSaved={(saved) => {
            setFresh(saved)
            if (!id) router.navigate(`/claims/${saved.id}`)
          }}
          onSubmitted={(sent) => {
            setFresh(sent)
            load.retry()
          }}
          onRemoved={() => router.navigate('/claims')}
        />
      )}
      {shown && !editing && <ClaimView claim={shown} />}
      {shown && !editing && shown.mine && shown.status === 'submitted' && (
        <div className="buttons">
          <button
            type="button"
            disabled={withdraw.busy}
            onClick={() => void withdraw.run(() => api.withdrawClaim(shown.id), t('claim.withdrawn'))}
          >
            {t('claim.withdraw')}
          </button>
          {withdraw.status}
        </div>
      )}
      {shown && flow && !editing && (
        <ApprovalBlock bizType="expenseClaim" bizId={shown.id} flow={flow} onMoved={reload} />
      )}
    </Page>
  )
}

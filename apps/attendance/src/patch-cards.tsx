import { useRequest } from '@hr-portal/bridge/react'
import { leaveCalls, type PatchCardInput } from './leave-api'
import { PatchCardForm } from './patch-card-form'
import { app, LoadError, router, useT } from '@hr-portal/kit'
import { StatusTag } from './status-tag'

/** My patch cards (§9 patch card): the form and the requests with their status. `version` reloads them. */
export function PatchCards({ version, onChanged }: { version: number; onChanged: () => void }) {
  const t = useT()
  const cards = useRequest(() => leaveCalls.patchCards(), [version])

  async function apply(input: PatchCardInput) {
    const sent = await leaveCalls.applyPatchCard(input)
    void app.events
      .publish('approval.changed', {
        instanceId: sent.instanceId,
        bizType: 'patchCard',
        bizId: sent.id,
        status: 'running',
      })
      .catch(() => {})
    onChanged()
  }

  return (
    <section className="leave-columns" aria-labelledby="patch-list-title">
      <PatchCardForm onSubmit={apply} />
      <div className="my-requests" aria-busy={cards.loading}>
        <h2 id="patch-list-title">{t('patch.mine')}</h2>
        <LoadError refusalAsNote error={cards.error} retry={cards.retry} />
        {cards.data && cards.data.length === 0 && <p className="empty">{t('patch.none')}</p>}
        {cards.data && cards.data.length > 0 && (
          <table aria-labelledby="patch-list-title" data-testid="my-patch-cards">
            <thead>
              <tr>
                <th>{t('patch.day')}</th>
                <th>{t('patch.kind')}</th>
                <th>{t('table.status')}</th>
                <th>{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {cards.data.map((card) => (
                <tr key={card.id}>
                  <td>
                    {card.day} {card.time}
                  </td>
                  <td>{t(card.kind === 'in' ? 'patch.in' : 'patch.out')}</td>
                  <td>
                    <StatusTag status={card.status} />
                  </td>
                  <td className="row-actions">
                    <button type="button" onClick={() => router.navigate(`/leave/patch-cards/${card.id}`)}>
                      {t('actions.view')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  )
}

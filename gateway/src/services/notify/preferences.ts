import type { Db } from '../../core/db/types'
import { CHOICES, DEFAULTS, KINDS, type Choice, type Kind } from './kinds'

/** A person's channels for one kind of notice (the portal always gets it). */
export type KindChoices = Record<Choice, boolean>

/** Each kind's channels for each of `userIds`: their own choice, else the kind's default. */
export async function choicesOf(
  db: Db,
  tenantId: number,
  userIds: number[],
): Promise<Map<number, Record<Kind, KindChoices>>> {
  const rows = userIds.length
    ? await db
        .selectFrom('notify_preference')
        .select(['user_id', 'kind', 'channel', 'enabled'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', 'in', userIds)
        .execute()
    : []
  const out = new Map<number, Record<Kind, KindChoices>>()
  for (const userId of userIds) {
    out.set(userId, Object.fromEntries(KINDS.map((kind) => [kind, { ...DEFAULTS[kind] }])) as Record<Kind, KindChoices>)
  }
  for (const row of rows) {
    const mine = out.get(row.user_id)
    if (mine && row.kind in mine && (CHOICES as readonly string[]).includes(row.channel))
      mine[row.kind as Kind][row.channel as Choice] = row.enabled === 1
  }
  return out
}

/** Stores a person's choices (kinds and channels not named keep theirs). */
export async function saveChoices(
  db: Db,
  tenantId: number,
  userId: number,
  choices: Array<{ kind: Kind; channel: Choice; enabled: boolean }>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const choice of choices) {
      const enabled = choice.enabled ? 1 : 0
      await trx
        .insertInto('notify_preference')
        .values({ tenant_id: tenantId, user_id: userId, kind: choice.kind, channel: choice.channel, enabled })
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'kind', 'channel']).doUpdateSet({ enabled }))
        .execute()
    }
  })
}

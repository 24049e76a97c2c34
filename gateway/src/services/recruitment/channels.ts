import type { recruitmentContract, Static } from '@hr-portal/api'
import type { Db } from '../../core/db/types'
import type { Lang } from '../../core/lang'
import { nextId } from './next-id'

/** The tenant's careers-page channel, added the first time it is needed (every tenant has one). */
export async function careersChannel(db: Db, tenantId: number, now: number): Promise<number> {
  const found = await db
    .selectFrom('recruit_channel')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', 'careers')
    .orderBy('id')
    .executeTakeFirst()
  if (found) return found.id
  const id = await nextId(db, 'recruit_channel', tenantId)
  await db
    .insertInto('recruit_channel')
    .values({
      tenant_id: tenantId,
      id,
      kind: 'careers',
      name_zh: '招聘官网',
      name_en: 'Careers page',
      enabled: 1,
      created_at: now,
    })
    .execute()
  return id
}

type ChannelNames = { name_zh: string; name_en: string }

/** A channel's name in the reader's language (the Chinese one when it has no English one). */
export const channelName = (row: ChannelNames, lang: Lang): string =>
  lang === 'en' && row.name_en ? row.name_en : row.name_zh

/** A channel as the app shows it: its name in the reader's language, and both names for editing. */
export const channelView = (
  row: ChannelNames & { id: number; kind: string; enabled: number },
  lang: Lang,
): Static<typeof recruitmentContract.channel> => ({
  id: row.id,
  kind: row.kind as (typeof recruitmentContract.CHANNEL_KINDS)[number],
  name: channelName(row, lang),
  nameZh: row.name_zh,
  nameEn: row.name_en,
  enabled: row.enabled === 1,
})

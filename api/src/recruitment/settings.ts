import { route } from '../route'
import { bool, id, integer, list, objectBody, oneOf, record, str, text, Type } from '../schema'
import { RECRUIT } from './codes'
import { keywordBody, TENANT } from './jobs'
import { CHANNEL_KINDS, channel } from './views'

/**
 * Channels and settings (8403): the tenant's channel dictionary (job sites, referral, the careers page; edit 840301),
 * channels by keyword (§7, any signed-in user: pickers), and the retention period of candidates not hired.
 */
export const settings = {
  channels: route({
    method: 'POST',
    path: '/recruit/web/channel/list',
    result: list(channel),
    errors: [],
    tenant: TENANT,
    summary: "The tenant's channels (its careers-page channel added the first time).",
  }),
  channelsByKeyword: route({
    method: 'POST',
    path: '/recruit/web/channel/getChannelByKeyWord',
    body: keywordBody(),
    result: list(channel),
    errors: [],
    tenant: TENANT,
    summary: '§7 enabled channels whose name (either language) holds the keyword.',
    noScreen:
      "§7 picker lookup for sub-apps and vendor apps; the recruitment app's screens list the channels themselves.",
  }),
  saveChannel: route({
    method: 'POST',
    path: '/recruit/web/channel/save',
    body: objectBody(
      { id: id(), kind: oneOf(CHANNEL_KINDS), nameZh: text(60, 1), nameEn: text(60, 1), enabled: bool() },
      ['kind', 'nameZh', 'nameEn'],
    ),
    result: record({ id: integer() }),
    errors: [RECRUIT.channelNotFound],
    tenant: TENANT,
    summary: 'Adds a channel, or changes one when id is given (840301).',
  }),
  get: route({
    method: 'POST',
    path: '/recruit/web/setting/get',
    result: record({ retentionDays: integer(), careersUrl: str() }),
    errors: [],
    tenant: TENANT,
    summary: "The retention of candidates not hired (days) and the address of the tenant's careers page.",
  }),
  save: route({
    method: 'POST',
    path: '/recruit/web/setting/save',
    body: objectBody({ retentionDays: Type.Integer({ minimum: 1, maximum: 3650 }) }, ['retentionDays']),
    result: record({ retentionDays: integer() }),
    errors: [],
    tenant: TENANT,
    summary: 'Sets the retention of candidates not hired, in days (840301).',
  }),
}

import type { Db } from '../core/db/types'

/** §7 map keys (query condition items, bizTypeId 66). The supplier app seeds its own demo data (vendors/supplier/). */
export async function seedSamples(db: Db): Promise<void> {
  const keys = [
    ['gaodeMapKey', 'demo-gaode-map-key'],
    ['baiduMapKey', 'demo-baidu-map-key'],
    ['tencentMapKey', 'demo-tencent-map-key'],
  ]
  for (const tenantId of [1, 2]) {
    await db
      .insertInto('query_condition_item')
      .values(keys.map(([item_key, value]) => ({ biz_type_id: 66, tenant_id: tenantId, channel: 1, item_key, value })))
      .execute()
  }
}

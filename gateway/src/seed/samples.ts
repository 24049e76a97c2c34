import type { Db } from '../core/db/types'

const suppliers = [
  ['上海远景办公用品有限公司', 'Office supplies', '陈立'], ['杭州云帆差旅服务有限公司', 'Travel', '王敏'],
  ['苏州匠心家具有限公司', 'Furniture', '李强'], ['北京数智培训中心', 'Training', '赵静'],
  ['深圳极光电子科技有限公司', 'IT equipment', '周涛'], ['广州悦享餐饮管理有限公司', 'Catering', '吴芳'],
  ['南京安盾保安服务有限公司', 'Security', '孙磊'], ['成都青禾体检中心', 'Health checks', '郭娜'],
  ['上海卓越人力资源服务有限公司', 'Staffing', '林杰'], ['武汉楚天物流有限公司', 'Logistics', '何婷'],
  ['天津海纳印刷有限公司', 'Printing', '高鹏'], ['西安长安保洁服务有限公司', 'Cleaning', '罗欣'],
] as const

/** Vendor sample data (supplier app) and §7 map keys (query condition items, bizTypeId 66). */
export async function seedSamples(db: Db): Promise<void> {
  await db.insertInto('supplier').values(
    suppliers.map(([name, category, contact], index) => ({
      id: index + 1, tenant_id: 1, name, category, contact,
      phone: `021-${String(61000000 + index * 7919).slice(0, 8)}`, rating: 3 + (index % 3),
    })),
  ).execute()
  const keys = [
    ['gaodeMapKey', 'demo-gaode-map-key'],
    ['baiduMapKey', 'demo-baidu-map-key'],
    ['tencentMapKey', 'demo-tencent-map-key'],
  ]
  for (const tenantId of [1, 2]) {
    await db.insertInto('query_condition_item').values(
      keys.map(([item_key, value]) => ({ biz_type_id: 66, tenant_id: tenantId, channel: 1, item_key, value })),
    ).execute()
  }
}

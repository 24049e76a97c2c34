import type { Db } from '../../core/db/types'

type Value = [code: string, zh: string, en: string]

/** A dictionary shipped with the product: the record's fields and the import read it by its code. */
export interface SystemDictionary {
  code: string
  zh: string
  en: string
  values: Value[]
}

/**
 * The system dictionaries and the values a tenant starts with. The leave reasons are the ones the record already held;
 * cost centres are each company's own and start empty.
 */
export const SYSTEM_DICTIONARIES: SystemDictionary[] = [
  {
    code: 'nationality',
    zh: '国籍',
    en: 'Nationality',
    values: [
      ['CN', '中国', 'China'],
      ['HK', '中国香港', 'Hong Kong (China)'],
      ['MO', '中国澳门', 'Macao (China)'],
      ['TW', '中国台湾', 'Taiwan (China)'],
      ['US', '美国', 'United States'],
      ['GB', '英国', 'United Kingdom'],
      ['JP', '日本', 'Japan'],
      ['KR', '韩国', 'South Korea'],
      ['SG', '新加坡', 'Singapore'],
      ['DE', '德国', 'Germany'],
      ['OTHER', '其他', 'Other'],
    ],
  },
  {
    code: 'education',
    zh: '学历',
    en: 'Education',
    values: [
      ['primary', '小学', 'Primary school'],
      ['junior', '初中', 'Junior high school'],
      ['senior', '高中', 'Senior high school'],
      ['technical', '中专', 'Technical secondary school'],
      ['college', '大专', 'Junior college'],
      ['bachelor', '本科', 'Bachelor'],
      ['master', '硕士', 'Master'],
      ['doctor', '博士', 'Doctorate'],
    ],
  },
  {
    code: 'maritalStatus',
    zh: '婚姻状况',
    en: 'Marital status',
    values: [
      ['single', '未婚', 'Single'],
      ['married', '已婚', 'Married'],
      ['divorced', '离异', 'Divorced'],
      ['widowed', '丧偶', 'Widowed'],
    ],
  },
  {
    code: 'politicalStatus',
    zh: '政治面貌',
    en: 'Political status',
    values: [
      ['cpc', '中共党员', 'CPC member'],
      ['probationary', '中共预备党员', 'CPC probationary member'],
      ['league', '共青团员', 'Communist Youth League member'],
      ['democratic', '民主党派', 'Member of a democratic party'],
      ['masses', '群众', 'No party affiliation'],
    ],
  },
  {
    code: 'contractType',
    zh: '合同类型',
    en: 'Contract type',
    values: [
      ['fixed', '固定期限劳动合同', 'Fixed-term contract'],
      ['open', '无固定期限劳动合同', 'Open-ended contract'],
      ['task', '以完成一定工作任务为期限的劳动合同', 'Contract for a set task'],
      ['intern', '实习协议', 'Internship agreement'],
      ['service', '劳务合同', 'Service contract'],
      ['rehire', '退休返聘协议', 'Retiree re-employment agreement'],
    ],
  },
  {
    code: 'leaveReason',
    zh: '离职原因',
    en: 'Reason for leaving',
    values: [
      ['career', '个人发展', 'Career development'],
      ['family', '家庭原因', 'Family reasons'],
      ['contractEnd', '合同到期不续签', 'Contract not renewed'],
      ['careerChange', '转行', 'Change of career'],
    ],
  },
  { code: 'costCentre', zh: '成本中心', en: 'Cost centre', values: [] },
  {
    code: 'documentType',
    zh: '个人证件类型',
    en: 'Personal document type',
    values: [
      ['idCopy', '身份证复印件', 'ID card copy'],
      ['diploma', '学历证书', 'Diploma'],
      ['certificate', '资格证书', 'Certificate'],
      ['bankCard', '银行卡', 'Bank card'],
      ['other', '其他', 'Other'],
    ],
  },
]

export const SYSTEM_CODES = new Set(SYSTEM_DICTIONARIES.map((d) => d.code))

/**
 * Adds the system dictionaries a tenant does not have yet, each with its starting values (a dictionary already there
 * is left as its administrators made it). Safe to run at once from several processes.
 */
export async function ensureDictionaries(db: Db, tenantId: number, now: number): Promise<void> {
  const have = await db
    .selectFrom('dict_category')
    .select('code')
    .where('tenant_id', '=', tenantId)
    .where('system', '=', 1)
    .execute()
  const missing = SYSTEM_DICTIONARIES.filter((d) => !have.some((row) => row.code === d.code))
  if (!missing.length) return
  for (const dictionary of missing) {
    const sort = SYSTEM_DICTIONARIES.indexOf(dictionary) + 1
    const added = await db
      .insertInto('dict_category')
      .values({
        tenant_id: tenantId,
        code: dictionary.code,
        name_zh: dictionary.zh,
        name_en: dictionary.en,
        system: 1,
        sort,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'code']).doNothing())
      .executeTakeFirst()
    if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0 || !dictionary.values.length) continue
    await db
      .insertInto('dict_item')
      .values(
        dictionary.values.map(([code, zh, en], index) => ({
          tenant_id: tenantId,
          category: dictionary.code,
          code,
          name_zh: zh,
          name_en: en,
          sort: index + 1,
          enabled: 1,
          updated_by: null,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['tenant_id', 'category', 'code']).doNothing())
      .execute()
  }
}

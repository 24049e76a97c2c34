import type { Db, AppUserTable } from '../db/types'

/** §3 "Login user info" plus the locally stored fields; shared by login and getLoginUserInfo. */
export interface LoginUserInfo {
  id: number
  tenantId: number
  companyId: number
  userInfoId: number
  phone: string
  token: string
  loginCorpId: number
  loginUserId: number
  mobile: string
  originalUserInfoId: number
  /** 1 = super administrator, 2 = ordinary account. */
  accType: number
  realName: string
  userName: string
  headPic: string
  headUrl: string
  tenantName: string
  companyName: string
}

export async function loginUserInfo(
  db: Db,
  user: AppUserTable,
  tenantId: number,
  token: string,
): Promise<LoginUserInfo> {
  const tenant = await db
    .selectFrom('tenant')
    .innerJoin('company', 'company.id', 'tenant.company_id')
    .select(['tenant.name as tenantName', 'company.name as companyName'])
    .where('tenant.id', '=', tenantId)
    .executeTakeFirstOrThrow()
  const userInfoId = user.employee_id ?? user.id
  return {
    id: user.id,
    tenantId,
    companyId: user.company_id,
    userInfoId,
    phone: user.phone,
    token,
    loginCorpId: tenantId,
    loginUserId: user.id,
    mobile: user.phone,
    originalUserInfoId: userInfoId,
    accType: user.is_super ? 1 : 2,
    realName: user.real_name,
    userName: user.user_name,
    headPic: user.head_url,
    headUrl: user.head_url,
    tenantName: tenant.tenantName,
    companyName: tenant.companyName,
  }
}

import type { Lang } from '../../../core/lang'

const catalogue = {
  companyNotFound: { en: 'Company not found', zh: '企业不存在' },
  name: { en: 'Please enter the tenant name (at most 100 characters)', zh: '请输入租户名称（最多 100 个字符）' },
  code: {
    en: 'The tenant code must be 2 to 50 letters, digits, - or _',
    zh: '租户编码须为 2 至 50 个字母、数字、- 或 _',
  },
  codeTaken: { en: 'Another tenant has this code already', zh: '该租户编码已被使用' },
  nameTaken: { en: 'The company has a tenant with this name already', zh: '该企业已有同名租户' },
  otherCompany: {
    en: 'The user or the tenant belongs to another company',
    zh: '该用户或租户不属于本企业',
  },
  homeTenant: {
    en: "This is the user's own tenant: it cannot be withdrawn",
    zh: '这是该用户所属的租户，不能撤销',
  },
} as const

export type TenantAdminText = keyof typeof catalogue

/** A tenant-administration message in `lang`. */
export const sayTenantAdmin = (lang: Lang, key: TenantAdminText): string => catalogue[key][lang]

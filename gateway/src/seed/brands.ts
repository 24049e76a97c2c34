import type { Db } from '../core/db/types'

/** A square SVG mark with the brand's colour and initials, as a data URL (allowed by the shell's CSP). */
function mark(color: string, letters: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${color}"/>` +
    `<text x="16" y="21" font-family="Arial,sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/**
 * The brands of §1: two brand-specific codes, weihai, and the default whose values are empty
 * (the shell then shows its own name and theme). Product data, present in every installation;
 * operators change them in the operations platform.
 */
export const BRANDS = [
  {
    sys_code: 'default',
    id: 1,
    sys_name: '',
    logo_url: '',
    link_url: '',
    theme_id: '',
    segments: '',
    system_type: 1,
    hidden_apps: '',
  },
  {
    sys_code: 'weihai',
    id: 2,
    sys_name: '威海人力资源平台',
    logo_url: mark('#d9480f', 'WH'),
    link_url: 'https://www.weihai.gov.cn/',
    theme_id: 'orange',
    segments: '',
    system_type: 2,
    hidden_apps: 'supplier,tour-shop',
  },
  {
    sys_code: 'jiahe',
    id: 3,
    sys_name: '嘉禾人事云',
    logo_url: mark('#2f6f3e', 'JH'),
    link_url: 'https://jiahe.example.com/',
    theme_id: 'blue',
    segments: 'jhpay,jhsocial',
    system_type: 1,
    hidden_apps: '',
  },
  {
    sys_code: 'yunhai',
    id: 4,
    sys_name: '云海HR',
    logo_url: mark('#1c4e9c', 'YH'),
    link_url: 'https://yunhai.example.com/',
    theme_id: 'orange',
    segments: 'yhpay,yhsocial',
    system_type: 1,
    hidden_apps: '',
  },
]

export async function seedBrands(db: Db): Promise<void> {
  await db
    .insertInto('brand')
    .values(BRANDS.map((brand) => ({ ...brand, tenant_id: null })))
    .execute()
}

import { registerApps } from '../apps/registry'

/**
 * Registers the supplier app as a third-party app, the way its built manifest did while it lived in apps/supplier/.
 * It is a vendor app on its own origin now (vendors/supplier/), known to a tenant once installed; until installed
 * apps are looked up, tests of app tokens register it by hand. The seeded menus (supplier, supplier:list) stay.
 */
export function registerSupplierApp(): void {
  registerApps([{ code: 'supplier', name: 'supplier', titleZh: '供应商管理', titleEn: 'Suppliers', party: 'third', capabilities: ['session.appToken', 'env'] }])
}

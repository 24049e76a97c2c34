import type { Database } from 'better-sqlite3'
import { creditCodeCheck } from '../../shared/credit-code'
import { addDays } from '../dates'
import { demoPdf } from './demo-pdf'
import type { FileStore } from './files'
import type { Category } from '../../shared/names'

/** The author of demo rows: no user of the portal. */
export const DEMO_AUTHOR = 'vendor-demo'

// The vendor's own demo data: [name, category, contact, phone, first 17 characters of the credit code,
// days until its document ends (null: none), demo evaluation scores (null: none)].
const SUPPLIERS: Array<[string, Category, string, string, string, number | null, [number, number, number] | null]> = [
  ['上海远景办公用品有限公司', 'office', '陈立', '021-61000001', '91310115MA1K3L2P7', 400, [5, 4, 4]],
  ['杭州云帆差旅服务有限公司', 'travel', '王敏', '0571-87000002', '91330106MA2B7Q0C1', 20, [4, 4, 5]],
  ['深圳极光电子科技有限公司', 'it', '周涛', '0755-26000003', '91440300MA5D8R4T2', -10, [3, 4, 3]],
  ['武汉楚天物流有限公司', 'logistics', '何婷', '027-85000004', '91420100MA4K9W6X3', null, null],
  ['广州悦享餐饮管理有限公司', 'catering', '吴芳', '020-38000005', '91440101MA9Y2N5H4', null, null],
]

/**
 * Seeds the demo suppliers of a tenant the first time it calls (one tenant row marks it done, so
 * deleting them later does not bring them back): a qualified one, one whose licence ends soon, one
 * with an expired licence, and two pending.
 */
export async function seedTenant(
  db: Database,
  files: FileStore,
  tenant: number,
  today: string,
  now: number,
): Promise<void> {
  const documents: Array<{ id: number; bytes: Buffer }> = []
  db.transaction(() => {
    const claimed = db
      .prepare('INSERT INTO tenant (tenant_id, seeded_at) VALUES (?, ?) ON CONFLICT DO NOTHING')
      .run(tenant, now)
    if (claimed.changes === 0) return
    SUPPLIERS.forEach(([name, category, contact, phone, code, days, scores], index) => {
      const id = Number(
        db
          .prepare(`INSERT INTO supplier (tenant_id, name, category, contact, phone, credit_code, demo, created_by, created_at)
        VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`)
          .run(tenant, name, category, contact, phone, code + creditCodeCheck(code), DEMO_AUTHOR, now - index)
          .lastInsertRowid,
      )
      if (days !== null) {
        const fileName = `business-licence-${index + 1}.pdf`
        const bytes = demoPdf(`Demo business licence ${index + 1} - sample data of the supplier app`)
        const documentId = Number(
          db
            .prepare(`INSERT INTO document (tenant_id, supplier_id, type, file_name, media_type, size, expires_on, uploaded_by, uploaded_at)
          VALUES (?, ?, 'licence', ?, 'application/pdf', ?, ?, ?, ?)`)
            .run(tenant, id, fileName, bytes.length, addDays(today, days), DEMO_AUTHOR, now).lastInsertRowid,
        )
        documents.push({ id: documentId, bytes })
      }
      if (scores) {
        db.prepare(`INSERT INTO evaluation (tenant_id, supplier_id, user_id, quality, delivery, service, comment, evaluated_at)
          VALUES (?, ?, ?, ?, ?, ?, '', ?)`).run(tenant, id, DEMO_AUTHOR, ...scores, now)
      }
    })
  })()
  for (const document of documents) await files.write(tenant, document.id, document.bytes)
}

import type { Kysely } from 'kysely'
import { cleanLine, cleanParagraph } from '../../../core/text/clean-text'

// Requests' titles and summaries already stored, cleaned by the rule every text now meets where it comes in
// (core/text/clean-text.ts): an app's title written before it could hold a bidirectional override ("Refund
// \u202Eredro\u202C 100" read as "Refund 100 order") or a control character. A title is a line, a summary a paragraph;
// the characters taken out are not kept.

export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db.selectFrom('wf_instance').select(['tenant_id', 'id', 'title', 'summary']).execute()
  for (const row of rows) {
    const title = cleanLine(row.title)
    const summary = cleanParagraph(row.summary)
    if (title === row.title && summary === row.summary) continue
    await db
      .updateTable('wf_instance')
      .set({ title, summary })
      .where('tenant_id', '=', row.tenant_id)
      .where('id', '=', row.id)
      .execute()
  }
}

export async function down(): Promise<void> {
  // Nothing to undo: the characters taken out were not kept.
}

import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../core/db/database'
import { migrateToLatest } from '../core/db/migrate'
import { seedIfEmpty } from '../seed/seed'
import { tempDir } from '../testing/temp-dir'
import { allMigrations } from './migrations'
import { wireGateway } from '../service-list'

describe('migrations 127-clean-names and 127-clean-request-titles', () => {
  const dir = tempDir()
  afterAll(() => dir.remove())

  it("clean the names and the requests' titles and summaries stored before the text rule, and leave clean ones alone", async () => {
    const db = openDatabase({ databaseUrl: null, dataDir: dir.path })
    wireGateway(db)
    try {
      await migrateToLatest(db, allMigrations())
      await seedIfEmpty(db)
      const [person, other] = await db.selectFrom('employee').select(['id', 'name']).orderBy('id').limit(2).execute()
      const account = await db
        .selectFrom('app_user')
        .select('id')
        .where('user_name', '=', 'staff')
        .executeTakeFirstOrThrow()
      const unit = await db.selectFrom('organ').select('id').orderBy('id').executeTakeFirstOrThrow()
      await db.updateTable('employee').set({ name: 'Ann\r\nATTENDEE:x\u0000' }).where('id', '=', person.id).execute()
      await db
        .updateTable('app_user')
        .set({ real_name: 'Bob\u202E\u202C\t Lee' })
        .where('id', '=', account.id)
        .execute()
      await db.updateTable('organ').set({ name: 'R&D\u2066' }).where('id', '=', unit.id).execute()
      // A request an app started before, titled to mislead its approver.
      const request = { tenant_id: 1, id: 'wf-before-the-rule' }
      await db
        .insertInto('wf_instance')
        .values({
          ...request,
          biz_type: 'appRequest',
          biz_id: 'b1',
          applicant_id: account.id,
          applicant_name: 'staff',
          title: 'Refund \u202Eredro\u202C 100',
          summary: 'Line one\r\nLine two\u0007',
          amount: 0,
          status: 'running',
          steps: '[]',
          current_step: 0,
          round: 1,
          created_at: 0,
          updated_at: 0,
        } as never)
        .execute()

      for (const name of ['127-clean-names', '127-clean-request-titles']) await allMigrations()[name].up(db)
      expect(
        (
          await db
            .selectFrom('employee')
            .select('name')
            .where('id', 'in', [person.id, other.id])
            .orderBy('id')
            .execute()
        ).map((row) => row.name),
      ).toEqual(['Ann ATTENDEE:x', other.name])
      expect(
        (await db.selectFrom('app_user').select('real_name').where('id', '=', account.id).executeTakeFirstOrThrow())
          .real_name,
      ).toBe('Bob  Lee')
      expect(
        (await db.selectFrom('organ').select('name').where('id', '=', unit.id).executeTakeFirstOrThrow()).name,
      ).toBe('R&D')
      expect(
        await db
          .selectFrom('wf_instance')
          .select(['title', 'summary'])
          .where('tenant_id', '=', request.tenant_id)
          .where('id', '=', request.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ title: 'Refund redro 100', summary: 'Line one\nLine two' })
    } finally {
      await db.destroy()
    }
  })
})

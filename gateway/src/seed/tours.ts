import type { Db } from '../core/db/types'
import { SHELL_TOUR } from '../services/access'

/**
 * The demo accounts have seen the shell's first-sign-in tour, in every demo tenant (the operator
 * enters any tenant by super login): the tour greets new users only, such as a newly registered
 * company's administrator, and never covers the page of a demo user.
 */
export async function seedTourMarks(db: Db): Promise<void> {
  const [users, tenants] = await Promise.all([
    db.selectFrom('app_user').select('id').execute(),
    db.selectFrom('tenant').select('id').execute(),
  ])
  const rows = users.flatMap((user) =>
    tenants.map((tenant) => ({
      tenant_id: tenant.id,
      user_id: user.id,
      tour_id: SHELL_TOUR,
      outcome: 'completed',
      completed_at: 0,
    })),
  )
  if (rows.length > 0) await db.insertInto('tour_completion').values(rows).execute()
}

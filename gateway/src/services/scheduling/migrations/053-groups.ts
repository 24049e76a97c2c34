import type { Kysely } from 'kysely'

// Scheduling (paiban): attendance groups with their members (departments or people) and clock-in places, and
// shift swaps approved through the workflow (bizType 'shiftSwap'). Tenant data: tenant_id leads every key.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('att_group')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('calendar_id', 'integer', (c) => c.notNull())
    /** 'fixed': the week pattern plans every day; 'roster': the shift table does. */
    .addColumn('mode', 'varchar(8)', (c) => c.notNull())
    /** JSON array of 7 shift ids, Monday first; 0: rest. */
    .addColumn('week', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('att_group_pk', ['tenant_id', 'id'])
    .execute()

  await db.schema
    .createTable('att_group_member')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    /** A department (with its sub-departments) or one person: exactly one is set. */
    .addColumn('organ_id', 'integer')
    .addColumn('employee_id', 'integer')
    .execute()
  await db.schema
    .createIndex('att_group_member_group_idx')
    .on('att_group_member')
    .columns(['tenant_id', 'group_id'])
    .execute()
  await db.schema
    .createIndex('att_group_member_organ_idx')
    .on('att_group_member')
    .columns(['tenant_id', 'organ_id'])
    .execute()
  await db.schema
    .createIndex('att_group_member_employee_idx')
    .on('att_group_member')
    .columns(['tenant_id', 'employee_id'])
    .execute()

  await db.schema
    .createTable('att_group_place')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('radius_m', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('att_group_place_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('att_group_place_group_idx')
    .on('att_group_place')
    .columns(['tenant_id', 'group_id'])
    .execute()

  await db.schema
    .createTable('shift_swap')
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'varchar(36)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('employee_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('other_user_id', 'integer', (c) => c.notNull())
    .addColumn('other_employee_id', 'integer', (c) => c.notNull())
    .addColumn('other_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    /** 'pending', 'approved', 'rejected' or 'cancelled'. */
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(36)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('shift_swap_pk', ['tenant_id', 'id'])
    .execute()
  await db.schema
    .createIndex('shift_swap_user_idx')
    .on('shift_swap')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('shift_swap_other_idx')
    .on('shift_swap')
    .columns(['tenant_id', 'other_user_id', 'created_at'])
    .execute()
}

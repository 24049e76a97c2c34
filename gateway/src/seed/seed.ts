import type { Db } from '../core/db/types'
import { seedAccounts } from './accounts'
import { seedDirectory } from './directory'
import { firstPartyManifests } from '../apps/first-party-manifests'
import { syncAppMenus } from '../apps/menu-sync'
import { seedBrands } from './brands'
import { seedSamples } from './samples'
import { refreshSearchIndex } from '../services/search'
import { seedTourMarks } from './tours'
import { seedPerms } from './perms'
import { seedWorkflow } from './workflow'
import { seedLeave } from './leave'
import { seedPersonnel } from './personnel'
import { contractsFromRecords } from '../services/contract'
import { seedShifts } from './shifts'
import { seedCalendars } from './calendars'
import { seedPunches } from './punches'
import { seedTaxDeclarations } from './tax'
import { seedInsurance } from './insurance'
import { seedSalary } from './salary'
import { seedTraining } from './training'
import { seedPerformance } from './performance'
import { seedRecruit } from './recruit'
import { seedMasterdata } from './masterdata'
import { seedOutsourcing } from './outsourcing'
import { seedOnboarding } from './onboarding'
import { seedExpenses } from './expenses'

/**
 * Seeds an empty database once. In demo mode: the demo company, staff, accounts and samples. In
 * production only what the product needs to run (the menus); the first company, tenant and
 * administrator come from `create-admin`. A database that already has data is left as it is. The menus are the
 * first-party apps' manifests' (apps/menu-sync.ts, which also brings them to an existing database at every start).
 */
export async function seedIfEmpty(
  db: Db,
  options: { demo: boolean } = { demo: true },
  now = Date.now(),
): Promise<boolean> {
  const [company, menu] = await Promise.all([
    db.selectFrom('company').select('id').limit(1).executeTakeFirst(),
    db.selectFrom('menu').select('id').limit(1).executeTakeFirst(),
  ])
  if (company || menu) return false
  try {
    await db.transaction().execute(async (trx) => {
      // The development tools' menus (the UI gallery) come with the start in demo mode (main.ts), as their registration.
      for (const manifest of firstPartyManifests(false)) await syncAppMenus(trx, manifest)
      await seedBrands(trx)
      if (!options.demo) return
      await seedDirectory(trx, now)
      // Employee records: personal data, contracts, emergency contacts (migration 028).
      await seedPersonnel(trx, now)
      // Their contracts on the contracts page, built from the records as migration 143 builds them.
      await contractsFromRecords(trx, now)
      await seedAccounts(trx)
      // Reporting lines, the line manager account `manager` and the leave workflow.
      await seedWorkflow(trx, now)
      // Leave types and balances.
      await seedLeave(trx, now)
      // Shifts and this month's roster (the shift table).
      await seedShifts(trx, now)
      // Work calendars with public holidays, attendance groups and their clock-in places.
      await seedCalendars(trx, now)
      // Outsourcing: HR's grants, a provider with two workers in the staff account's department, the account `worker`
      // (before the punches: the worker without an account has door-access punches too).
      await seedOutsourcing(trx, now)
      // Door-access punches of last month and this one: staff and outsourced workers without an account until now, the
      // demo accounts' people until yesterday; judged when first read.
      await seedPunches(trx, now)
      // Special additional deductions some staff declared for this year's income tax.
      await seedTaxDeclarations(trx, now)
      // Social insurance schemes and every employee's scheme and base (after the personnel records' salary grades).
      await seedInsurance(trx, now)
      // Payroll: salary items, the company's salary group, every employee's salary profile, HR's grants, the run's approval.
      await seedSalary(trx, now)
      // Training and exams: HR Manager's grants; two courses, compulsory training and an open exam for staff's department.
      await seedTraining(trx, now)
      // Performance reviews: HR's grants and this year's review open for goal setting to the staff account's department.
      await seedPerformance(trx, now)
      // Recruitment: HR's grants, channels, the approval of openings and offers, open headcount on a few positions.
      await seedRecruit(trx, now)
      // Master data: every tenant's dictionaries, HR's grants and the demo cost centres (after the salary profiles).
      await seedMasterdata(trx, now)
      // The onboarding checklist every later hire gets (after the dictionaries: its upload asks for an ID card copy).
      await seedOnboarding(trx, now)
      // Expenses: everyone's claims, HR Manager's finance grants, the categories with limits, two claims of `staff`.
      await seedExpenses(trx, now)
      await seedSamples(trx)
      // Global search: the demo tenants' staff, organisations and menu pages.
      await refreshSearchIndex(trx)
      await seedTourMarks(trx)
      // Field permissions, data ranges and a custom form: after every part's roles exist.
      await seedPerms(trx, now)
    })
  } catch (error) {
    // Several gateway processes starting on one new database: another one seeded it first.
    const seeded = await db.selectFrom('menu').select('id').limit(1).executeTakeFirst()
    if (seeded) return false
    throw error
  }
  return true
}

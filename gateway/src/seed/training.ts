import type { Db } from '../core/db/types'
import { TRAINING_FUNCTIONS } from '../services/training'
import { seedTrainingDemo } from './training-demo'

/** The training app's functions for HR Manager (the demo `hr` account); My training and My exams are open to everyone. */
const HR_FUNCTIONS = Object.values(TRAINING_FUNCTIONS).filter(
  (id) => id !== TRAINING_FUNCTIONS.myTraining && id !== TRAINING_FUNCTIONS.myExams,
)

/**
 * Demo training of tenant 1: HR Manager runs courses, compulsory training, the question bank, papers, exams and marking;
 * the demo courses, compulsory training and exam (training-demo.ts).
 */
export async function seedTraining(db: Db, now: number): Promise<void> {
  const hr = await db
    .selectFrom('role')
    .select('id')
    .where('tenant_id', '=', 1)
    .where('name_en', '=', 'HR Manager')
    .executeTakeFirst()
  if (hr)
    await db
      .insertInto('role_function')
      .values(HR_FUNCTIONS.map((function_id) => ({ role_id: hr.id, function_id })))
      .execute()
  await seedTrainingDemo(db, now)
}

// The training service's narrow interface: what other services use (this file loads no routes).
export { TRAINING_FUNCTIONS } from './functions'
export { trainingCodes } from './texts'
export { queueTrainingReminders, REMINDER_DAYS } from './assign/reminders'
export { handInOverdue } from './take/attempt'
// The training service's tables: their row types (merged into core's Database).
export type {
  TrainingCourseTable,
  TrainingSessionTable,
  TrainingEnrolmentTable,
  TrainingAssignmentTable,
  TrainingAuditTable,
  ExamQuestionTable,
  ExamPaperTable,
  ExamTable,
  ExamAttemptTable,
  ExamAnswerTable,
} from './tables'

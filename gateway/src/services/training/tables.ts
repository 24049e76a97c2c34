// Row types of the training service's tables, added to the gateway's Database by declaration merging.
// Times are epoch milliseconds in bigint columns; flags are 0/1 integers; lists are JSON text (core/db/types.ts).

declare module '../../core/db/types' {
  interface Database {
    training_course: TrainingCourseTable
    training_session: TrainingSessionTable
    training_enrolment: TrainingEnrolmentTable
    training_assignment: TrainingAssignmentTable
    training_audit: TrainingAuditTable
    exam_question: ExamQuestionTable
    exam_paper: ExamPaperTable
    exam: ExamTable
    exam_attempt: ExamAttemptTable
    exam_answer: ExamAnswerTable
  }
}

/** A course (migration 080): its materials are file-centre files (by id) and links, as JSON. */
export interface TrainingCourseTable {
  tenant_id: number
  id: number
  title: string
  summary: string
  materials: string
  created_at: number
  updated_at: number
}

/** One session of a course: when, where and for how many. */
export interface TrainingSessionTable {
  tenant_id: number
  id: number
  course_id: number
  starts_at: number
  ends_at: number
  place: string
  capacity: number
}

/** A person enrolled in a session (by themselves or by HR); attended: null until HR marks it, then 0 or 1. */
export interface TrainingEnrolmentTable {
  tenant_id: number
  session_id: number
  employee_id: number
  enrolled_by: number
  enrolled_at: number
  attended: number | null
}

/** Compulsory training: a course for an audience (departments, posts) by a due date (YYYY-MM-DD, China time). */
export interface TrainingAssignmentTable {
  tenant_id: number
  id: number
  course_id: number
  audience: string
  due_date: string
  created_by: number
  created_at: number
}

/** Who changed what in training and exams. */
export interface TrainingAuditTable {
  tenant_id: number
  id: string
  user_id: number
  action: string
  detail: string
  at: number
}

/** A question of the bank: its type, stem, options, key (JSON) and points; removed questions stay for old attempts. */
export interface ExamQuestionTable {
  tenant_id: number
  id: number
  type: string
  stem: string
  options: string
  answer: string
  score: number
  removed: number
  updated_at: number
}

/** A paper: fixed (question ids) or random (rules: type, count and points per question). */
export interface ExamPaperTable {
  tenant_id: number
  id: number
  title: string
  mode: string
  question_ids: string
  rules: string
  total: number
  updated_at: number
}

/** An exam: a paper, a time limit, a pass mark and who takes it. */
export interface ExamTable {
  tenant_id: number
  id: number
  title: string
  paper_id: number
  minutes: number
  pass_mark: number
  audience: string
  closed: number
  created_at: number
}

/**
 * One person's sitting of an exam: the questions they were given (with their keys, never sent to them), the deadline
 * the server set at the start, and the state: taking → marking (short answers wait for HR) → marked.
 */
export interface ExamAttemptTable {
  tenant_id: number
  id: number
  exam_id: number
  employee_id: number
  started_at: number
  deadline_at: number
  submitted_at: number | null
  auto_submitted: number
  questions: string
  state: string
  score: number | null
  passed: number | null
  marked_at: number | null
}

/** One saved answer of an attempt; points: set when marked (automatically, or by HR for a short answer). */
export interface ExamAnswerTable {
  tenant_id: number
  attempt_id: number
  question_id: number
  answer: string
  points: number | null
  marked_by: number | null
  saved_at: number
}

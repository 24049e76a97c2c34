/** Training and exams' business codes a route may answer (HTTP 200 `{ code, msg }`); the gateway's texts.ts names them too. */
export const TRAINING = {
  courseNotFound: 411601,
  sessionNotFound: 411602,
  sessionFull: 411603,
  badCourse: 411604,
  badSession: 411605,
  assignmentNotFound: 411606,
  badAudience: 411607,
  questionNotFound: 411608,
  badQuestion: 411609,
  paperNotFound: 411610,
  badPaper: 411611,
  examNotFound: 411612,
  badExam: 411613,
  examClosed: 411614,
  timeUp: 411615,
  submitted: 411616,
  notStarted: 411617,
  badAnswer: 411618,
  attemptNotFound: 411619,
  badPoints: 411620,
  noStaffRecord: 411621,
  noCertificate: 411622,
  noFont: 411623,
  materialNotFound: 411624,
  inUse: 411625,
  employeeNotFound: 411626,
  sessionOver: 411627,
} as const

/** Where the tenant checks of training and exams are: tenant 2 never reads or changes tenant 1's courses, exams or sheets. */
export const TENANT_TESTS = 'services/training/training-tenants.test.ts, tenant-isolation/content.test.ts'

/** FunctionIds of the training app (menu items 8501–8508, buttons 850101…; apps/training/manifest.json). */
export const TRAINING_FUNCTIONS = {
  courses: '8501',
  editCourses: '850101',
  enrolment: '850102',
  assignments: '8502',
  assign: '850201',
  questions: '8503',
  editQuestions: '850301',
  papers: '8504',
  editPapers: '850401',
  exams: '8505',
  editExams: '850501',
  marking: '8506',
  mark: '850601',
  /** Open to everyone (auth flag 0): a session is enough. */
  myTraining: '8507',
  myExams: '8508',
} as const

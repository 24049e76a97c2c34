import { page } from '@hr-portal/kit'
import { AssignmentsPage } from './assign/assignments-page'
import { QuestionsPage } from './bank/questions-page'
import { CoursePage } from './courses/course-page'
import { CoursesPage } from './courses/courses-page'
import { ExamsPage } from './exams/exams-page'
import { PapersPage } from './exams/papers-page'
import { MarkingPage } from './marking/marking-page'
import { SheetPage } from './marking/sheet-page'
import { MyExamsPage } from './mine/my-exams-page'
import { MyTrainingPage } from './mine/my-training-page'
import { TakePage } from './mine/take-page'
import { widgetPages } from './widgets/pages'

/** The app's pages and its dashboard widgets. A path not listed opens My training. */
export const pages = [
  page('/my-training', () => <MyTrainingPage />),
  page('/my-exams', () => <MyExamsPage />),
  page(/^\/my-exams\/(?<id>\d+)$/, ({ id }) => <TakePage examId={Number(id)} />),
  page('/courses', () => <CoursesPage />),
  page(/^\/courses\/(?<id>\d+)$/, ({ id }) => <CoursePage id={Number(id)} />),
  page('/assignments', () => <AssignmentsPage />),
  page('/questions', () => <QuestionsPage />),
  page('/papers', () => <PapersPage />),
  page('/exams', () => <ExamsPage />),
  page('/marking', () => <MarkingPage />),
  page(/^\/marking\/(?<id>\d+)$/, ({ id }) => <SheetPage attemptId={Number(id)} />),
  ...widgetPages,
]

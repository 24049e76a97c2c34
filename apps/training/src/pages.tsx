import { useAppPath } from '@hr-portal/bridge/react'
import type { ComponentType } from 'react'
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
import { router } from './shell'
import { isWidgetPath, Widget } from './widgets/widget'

/** The app's pages: a path pattern and its page, given the pattern's captures. A path not listed opens My training. */
const PAGES: Array<[RegExp, ComponentType<{ params: string[] }>]> = [
  [/^\/my-training$/, MyTrainingPage],
  [/^\/my-exams$/, MyExamsPage],
  [/^\/my-exams\/(\d+)$/, TakePage],
  [/^\/courses$/, CoursesPage],
  [/^\/courses\/(\d+)$/, CoursePage],
  [/^\/assignments$/, AssignmentsPage],
  [/^\/questions$/, QuestionsPage],
  [/^\/papers$/, PapersPage],
  [/^\/exams$/, ExamsPage],
  [/^\/marking$/, MarkingPage],
  [/^\/marking\/(\d+)$/, SheetPage],
]

export function App() {
  const path = useAppPath(router)
  if (isWidgetPath(path)) return <Widget />
  for (const [pattern, Page] of PAGES) {
    const match = path.match(pattern)
    if (match) return <Page params={match.slice(1)} />
  }
  return <MyTrainingPage />
}

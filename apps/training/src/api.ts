import { call, http } from '@hr-portal/kit'

export type Material = { kind: 'file' | 'video'; fileId: string; name: string } | { kind: 'link'; url: string; name: string }
/** The file centre's video upload settings (getVodKey). */
export interface VodKey { maxBytes: number; mimeTypes: string[]; types: string[]; accept: string; uploadPath: string }
export interface Session { id: number; courseId: number; startsAt: number; endsAt: number; place: string; capacity: number; enrolled: number }
export interface Course { id: number; title: string; summary: string; materials: Material[]; updatedAt: number; sessions: Session[] }
export interface SessionPeople extends Session { people: Array<{ employeeId: number; name: string; jobNumber: string; attended: boolean | null }> }
export interface Audience { organIds: number[]; zhiweiIds: number[]; employeeIds: number[] }
export interface Assignment { id: number; courseId: number; title: string; audience: Audience; dueDate: string; counts: { total: number; done: number; overdue: number } }
export type AssigneeState = 'done' | 'due' | 'overdue'
export type QuestionType = 'single' | 'multiple' | 'judge' | 'fill' | 'short'
export type Answer = number | number[] | boolean | string
export interface Question { id: number; type: QuestionType; stem: string; options: string[]; key: Answer | string[]; score: number }
export interface Rule { type: QuestionType; count: number; score: number }
export interface Paper { id: number; title: string; mode: 'fixed' | 'random'; questionIds: number[]; rules: Rule[]; total: number }
export interface Exam {
  id: number; title: string; paperId: number; paperTitle: string; total: number; minutes: number; passMark: number; audience: Audience; closed: boolean
  taking: number; marking: number; marked: number
}
export interface Attempt {
  state: 'taking' | 'marking' | 'marked'; startedAt: number; deadlineAt: number; serverNow: number; remainingMs: number; submittedAt: number | null
  autoSubmitted: boolean; total: number; score: number | null; passed: boolean | null
}
export interface ExamFace { id: number; title: string; minutes: number; passMark: number; closed: boolean }
export type TakerQuestion = Omit<Question, 'key'>
export interface Sheet { exam: ExamFace; attempt: Attempt; questions: TakerQuestion[]; answers: Record<string, Answer>; points: Record<string, number> | null }
export interface MarkingSheet {
  attemptId: number; state: string; title: string; passMark: number; name: string; jobNumber: string; total: number; score: number | null
  questions: Array<Question & { answer: Answer | null; points: number | null }>
}
export interface MyTraining {
  today: string
  required: Array<{ assignmentId: number; courseId: number; dueDate: string; state: AssigneeState; completedAt: number | null }>
  courses: Array<Omit<Course, 'sessions'> & { sessions: Array<Session & { mine: boolean; attended: boolean | null }> }>
}
export interface Organ { id: number; name: string; children?: Organ[] }

/** The training service (gateway services/training; segment message). */
export const api = {
  courses: () => call<{ courses: Course[] }>('/message/web/training/course/list'),
  course: (id: number) => call<Omit<Course, 'sessions'> & { sessions: SessionPeople[] }>('/message/web/training/course/detail', { id }),
  saveCourse: (course: { id?: number; title: string; summary: string; materials: Material[] }) => call<{ id: number }>('/message/web/training/course/save', course),
  removeCourse: (id: number) => call('/message/web/training/course/remove', { id }),
  saveSession: (session: Omit<Session, 'id' | 'enrolled'> & { id?: number }) => call<{ id: number }>('/message/web/training/session/save', session),
  removeSession: (id: number) => call('/message/web/training/session/remove', { id }),
  enrolOthers: (sessionId: number, employeeIds: number[]) => call<{ added: number }>('/message/web/training/session/enrol', { sessionId, employeeIds }),
  unenrol: (sessionId: number, employeeId: number) => call('/message/web/training/session/unenrol', { sessionId, employeeId }),
  attendance: (sessionId: number, employeeId: number, attended: boolean) => call('/message/web/training/session/attendance', { sessionId, employeeId, attended }),
  upload: (file: File) => http.upload<{ id: string; fileName: string }>('/filecenter/web/upLoad/upload', { file }),
  vodKey: () => call<VodKey>('/filecenter/web/oss/getVodKey'),
  uploadVideo: (file: File, key: VodKey) => http.upload<{ id: string; fileName: string }>(key.uploadPath, { file, fields: { accept: key.accept } }),
  videoLink: (courseId: number, fileId: string) => call<{ url: string; type: string }>('/message/web/training/material/link', { courseId, fileId }),
  assignments: () => call<{ today: string; assignments: Assignment[] }>('/message/web/training/assignment/list'),
  progress: (id: number) => call<{ people: Array<{ employeeId: number; name: string; jobNumber: string; state: AssigneeState; completedAt: number | null }> }>('/message/web/training/assignment/progress', { id }),
  saveAssignment: (input: { id?: number; courseId: number; audience: Audience; dueDate: string }) => call<{ id: number }>('/message/web/training/assignment/save', input),
  removeAssignment: (id: number) => call('/message/web/training/assignment/remove', { id }),
  organs: () => call<Organ[]>('/ums/web/organ/organTreeList'),
  findStaff: (keyword: string) => call<Array<{ id: number; name: string; jobNumber?: string; userName?: string }>>('/ums/web/user/getUserByKeyWord', { keyword }),
  questions: () => call<{ questions: Question[] }>('/message/web/exam/question/list'),
  saveQuestion: (question: Omit<Question, 'id'> & { id?: number }) => call<{ id: number }>('/message/web/exam/question/save', question),
  removeQuestion: (id: number) => call('/message/web/exam/question/remove', { id }),
  papers: () => call<{ papers: Paper[] }>('/message/web/exam/paper/list'),
  savePaper: (paper: Omit<Paper, 'id' | 'total'> & { id?: number }) => call<{ id: number; total: number }>('/message/web/exam/paper/save', paper),
  removePaper: (id: number) => call('/message/web/exam/paper/remove', { id }),
  exams: () => call<{ exams: Exam[] }>('/message/web/exam/manage/list'),
  saveExam: (exam: { id?: number; title: string; paperId: number; minutes: number; passMark: number; audience: Audience; closed: boolean }) => call<{ id: number }>('/message/web/exam/manage/save', exam),
  results: (id: number) => call<{ results: Array<{ attemptId: number; name: string; jobNumber: string; state: Attempt['state']; total: number; score: number | null; passed: boolean | null; autoSubmitted: boolean }> }>('/message/web/exam/manage/results', { id }),
  markingList: () => call<{ sheets: Array<{ attemptId: number; examId: number; title: string; name: string; jobNumber: string; submittedAt: number }> }>('/message/web/exam/marking/list'),
  markingSheet: (attemptId: number) => call<MarkingSheet>('/message/web/exam/marking/detail', { attemptId }),
  mark: (attemptId: number, marks: Array<{ questionId: number; points: number }>) => call<{ state: string; score: number | null; passed: boolean | null }>('/message/web/exam/marking/mark', { attemptId, marks }),
  myTraining: () => call<MyTraining>('/message/web/training/mine'),
  enrol: (sessionId: number) => call('/message/web/training/enrol', { sessionId }),
  withdraw: (sessionId: number) => call('/message/web/training/withdraw', { sessionId }),
  material: (courseId: number, fileId: string) => http.exportBlob('/message/web/training/material', { courseId, fileId }, { raw: true }),
  myExams: () => call<{ exams: Array<ExamFace & { attempt: Attempt | null }> }>('/message/web/exam/mine'),
  examInfo: (examId: number) => call<ExamFace & { total: number; attempt: Attempt | null }>('/message/web/exam/queryExamId', { examId }),
  sheet: (examId: number) => call<Sheet>('/message/web/exam/questions', { examId }),
  saveAnswer: (examId: number, questionId: number, answer: Answer) => call<{ savedAt: number; remainingMs: number }>('/message/web/exam/saveAnswer', { examId, questionId, answer }),
  submit: (examId: number) => call<{ attempt: Attempt }>('/message/web/exam/submitExam', { examId }),
  certificate: (examId: number) => http.exportBlob('/message/web/exam/certificate', { examId }, { raw: true }),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

/** A date and time for reading, in the viewer's zone (YYYY-MM-DD HH:mm). */
export const showTime = (at: number): string => {
  const d = new Date(at)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`
}

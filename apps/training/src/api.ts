import { callThrough } from '@hr-portal/api/client'
import {
  trainingApi,
  type Answer,
  type Audience,
  type Material,
  type QuestionInput,
  type Rule,
} from '@hr-portal/api/client/training'
import { personnelApi } from '@hr-portal/api/client/personnel'
import { filesApi, type FileResult, type VodKey } from '@hr-portal/api/client/files'
import { http, saveFile } from '@hr-portal/kit'

// Training and exams' answers, typed by the contract (api/src/training).
export type {
  Material,
  Session,
  Course,
  SessionPeople,
  Audience,
  Assignment,
  AssigneeState,
  QuestionType,
  Answer,
  Question,
  Rule,
  Paper,
  Exam,
  Attempt,
  TakerQuestion,
  Sheet,
  MarkingSheet,
  MyTraining,
} from '@hr-portal/api/client/training'

/** The training service (gateway services/training; segment message): `training.exams.save(exam)` resolves the result, rejects with the request's error. */
export const training = trainingApi(callThrough(http))
const ums = personnelApi(callThrough(http))
// The departments to pick, typed by the contract (api/src/personnel).
export type { Organ } from '@hr-portal/api/client/personnel'

const files = filesApi(callThrough(http))
// The file centre's answers the training pages use: an uploaded file, the video upload settings (getVodKey).
export type { VodKey } from '@hr-portal/api/client/files'

/** The calls the pages make, by what they do. */
export const api = {
  courses: () => training.courses.list(),
  course: (id: number) => training.courses.detail({ id }),
  saveCourse: (course: { id?: number; title: string; summary: string; materials: Material[] }) =>
    training.courses.save(course),
  removeCourse: (id: number) => training.courses.remove({ id }),
  saveSession: (session: {
    id?: number
    courseId: number
    startsAt: number
    endsAt: number
    place: string
    capacity: number
  }) => training.sessions.save(session),
  removeSession: (id: number) => training.sessions.remove({ id }),
  enrolOthers: (sessionId: number, employeeIds: number[]) => training.sessions.enrol({ sessionId, employeeIds }),
  unenrol: (sessionId: number, employeeId: number) => training.sessions.unenrol({ sessionId, employeeId }),
  attendance: (sessionId: number, employeeId: number, attended: boolean) =>
    training.sessions.attendance({ sessionId, employeeId, attended }),
  upload: (file: File) => http.upload<FileResult>('/filecenter/web/upLoad/upload', { file }),
  vodKey: () => files.links.vodKey(),
  uploadVideo: (file: File, key: VodKey) =>
    http.upload<FileResult>(key.uploadPath, { file, fields: { accept: key.accept } }),
  videoLink: (courseId: number, fileId: string) => training.mine.materialLink({ courseId, fileId }),
  assignments: () => training.assignments.list(),
  progress: (id: number) => training.assignments.progress({ id }),
  saveAssignment: (input: { id?: number; courseId: number; audience: Audience; dueDate: string }) =>
    training.assignments.save(input),
  removeAssignment: (id: number) => training.assignments.remove({ id }),
  organs: () => ums.directory.organTree(),
  findStaff: (keyword: string) => ums.lookups.findPeople({ keyword }),
  questions: () => training.questions.list(),
  saveQuestion: (question: QuestionInput) => training.questions.save(question),
  removeQuestion: (id: number) => training.questions.remove({ id }),
  papers: () => training.papers.list(),
  savePaper: (paper: { id?: number; title: string; mode: 'fixed' | 'random'; questionIds: number[]; rules: Rule[] }) =>
    training.papers.save(paper),
  removePaper: (id: number) => training.papers.remove({ id }),
  exams: () => training.exams.list(),
  saveExam: (exam: {
    id?: number
    title: string
    paperId: number
    minutes: number
    passMark: number
    audience: Audience
    closed: boolean
  }) => training.exams.save(exam),
  results: (id: number) => training.exams.results({ id }),
  markingList: () => training.marking.list(),
  markingSheet: (attemptId: number) => training.marking.detail({ attemptId }),
  mark: (attemptId: number, marks: Array<{ questionId: number; points: number }>) =>
    training.marking.mark({ attemptId, marks }),
  myTraining: () => training.mine.overview(),
  enrol: (sessionId: number) => training.mine.enrol({ sessionId }),
  withdraw: (sessionId: number) => training.mine.withdraw({ sessionId }),
  material: (courseId: number, fileId: string) => training.mine.material({ courseId, fileId }),
  myExams: () => training.taking.mine(),
  examInfo: (examId: number) => training.taking.info({ examId }),
  sheet: (examId: number) => training.taking.questions({ examId }),
  saveAnswer: (examId: number, questionId: number, answer: Answer) =>
    training.taking.saveAnswer({ examId, questionId, answer }),
  submit: (examId: number) => training.taking.submit({ examId }),
  /** Saves the certificate of a passed exam as a PDF named after the exam. */
  certificate: async (examId: number, title: string) =>
    saveFile(await training.taking.certificate({ examId }), `${title}.pdf`),
}

/** The message of a failure, for an alert. */
export const messageOf = (cause: unknown): string => (cause instanceof Error ? cause.message : String(cause))

/** A date and time for reading, in the viewer's zone (YYYY-MM-DD HH:mm). */
export const showTime = (at: number): string => {
  const d = new Date(at)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`
}

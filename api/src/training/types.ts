import type { Static } from 'typebox'
import type { BodyOf, ResultOf } from '../route'
import type { assignee, assignment } from './assignments'
import type { paper, questions, rule } from './bank'
import type { course, material, session, sessionPeople } from './courses'
import type { exam, exams, markingSheet, marking, result, waitingSheet } from './exams'
import type { mine, myCourse, required, trainingRecord } from './mine'
import type { ASSIGNEE_STATES, attempt, audience, question, QUESTION_TYPES, takerQuestion } from './shared'
import type { myExam, sheet, taking } from './taking'

// Training and exams' wire types, from the contract's schemas (apps import them from @hr-portal/api/client/training).

export type { Key, Answer } from './shared'
export type Material = Static<typeof material>
export type Session = Static<typeof session>
export type Course = Static<typeof course>
export type SessionPeople = Static<typeof sessionPeople>
export type Audience = Static<typeof audience>
export type Assignment = Static<typeof assignment>
export type Assignee = Static<typeof assignee>
export type AssigneeState = (typeof ASSIGNEE_STATES)[number]
export type QuestionType = (typeof QUESTION_TYPES)[number]
export type Question = Static<typeof question>
export type QuestionInput = BodyOf<typeof questions.save>
export type Rule = Static<typeof rule>
export type Paper = Static<typeof paper>
export type Exam = Static<typeof exam>
export type ExamInput = BodyOf<typeof exams.save>
export type ExamResult = Static<typeof result>
export type WaitingSheet = Static<typeof waitingSheet>
export type MarkingSheet = Static<typeof markingSheet>
export type Marked = ResultOf<typeof marking.mark>
export type Attempt = Static<typeof attempt>
export type TakerQuestion = Static<typeof takerQuestion>
export type MyExam = Static<typeof myExam>
export type ExamInfo = ResultOf<typeof taking.info>
export type Sheet = Static<typeof sheet>
export type Required = Static<typeof required>
export type MyCourse = Static<typeof myCourse>
export type MyTraining = ResultOf<typeof mine.overview>
export type TrainingRecord = Static<typeof trainingRecord>

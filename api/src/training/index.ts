import { assignments } from './assignments'
import { papers, questions } from './bank'
import { courses, sessions } from './courses'
import { exams, marking } from './exams'
import { mine, records } from './mine'
import { taking } from './taking'

/** Training and exams (gateway services/training, segment message): its routes by area. */
export const training = { courses, sessions, mine, records, assignments, questions, papers, exams, marking, taking }

export { TRAINING } from './codes'
export { QUESTION_TYPES, ASSIGNEE_STATES, ATTEMPT_STATES, type Key, type Answer } from './shared'
export { PAPER_MODES } from './bank'

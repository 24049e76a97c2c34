import type { Service } from '../../core/service'
import { assignmentRoutes } from './assign/assignment-routes'
import { reminderRoutes } from './assign/reminders'
import { courseRoutes } from './courses/course-routes'
import { myTrainingRoutes } from './courses/my-training-routes'
import { sessionRoutes } from './courses/session-routes'
import { examRoutes } from './exams/exam-routes'
import { markingRoutes } from './exams/marking-routes'
import { paperRoutes } from './exams/paper-routes'
import { questionRoutes } from './exams/question-routes'
import { recordRoutes } from './record/record-routes'
import { certificateRoutes } from './take/certificate-routes'
import { sweepRoutes } from './take/sweep'
import { takeRoutes } from './take/take-routes'
import { migrations } from './migrations'

/**
 * Training and exams (segment message, routes under /message/web/training and /message/web/exam): courses with
 * materials and sessions, enrolment and attendance, compulsory training with reminders, the question bank, papers,
 * exams taken against the server's clock, marking, certificates, and the training on the employee record.
 */
export const training: Service = {
  name: 'message',
  migrations,
  routes: [
    courseRoutes,
    sessionRoutes,
    myTrainingRoutes,
    assignmentRoutes,
    reminderRoutes,
    questionRoutes,
    paperRoutes,
    examRoutes,
    markingRoutes,
    takeRoutes,
    certificateRoutes,
    sweepRoutes,
    recordRoutes,
  ],
}

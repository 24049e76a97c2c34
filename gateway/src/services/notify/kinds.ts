import { notifyContract } from '@hr-portal/api'

/** The kinds of notice the portal sends beyond itself (declared in the contract, api/src/notify). */
export const KINDS = notifyContract.KINDS
export type Kind = (typeof KINDS)[number]

/** The channels a person chooses per kind; the portal's own message centre always gets the notice. */
export const CHOICES = notifyContract.CHOICES
export type Choice = (typeof CHOICES)[number]

/** Where one delivery goes: the portal, e-mail, or one messaging platform. */
export type DeliveryChannel = (typeof notifyContract.CHANNELS)[number]

/** Each kind's channels when the person has not chosen: approvals reach people wherever they are. */
export const DEFAULTS: Record<Kind, Record<Choice, boolean>> = {
  approvalWaiting: { email: true, platform: true },
  approvalDecided: { email: true, platform: true },
  announcement: { email: false, platform: true },
  reportSubscription: { email: true, platform: false },
  contractExpiry: { email: true, platform: true },
  probationDue: { email: true, platform: true },
  documentExpiry: { email: true, platform: false },
  onboardingTask: { email: true, platform: true },
  trainingDue: { email: true, platform: true },
  // The invitation's e-mail with the calendar file goes out anyway (recruitment sends it).
  interviewInvite: { email: false, platform: true },
  performanceResult: { email: true, platform: true },
  // A published payslip is the person's own: it reaches them after they left too (their final pay).
  payslipReady: { email: true, platform: true },
  // A person's own shifts reach them wherever they are.
  rosterPublished: { email: true, platform: true },
  shiftChanged: { email: true, platform: true },
  swapDecided: { email: true, platform: true },
  // A long job the person started themself has finished: the portal's message centre tells them unless they ask for more.
  taskFinished: { email: false, platform: false },
}

/** The choice a delivery channel falls under. */
export const choiceOf = (channel: DeliveryChannel): Choice | null =>
  channel === 'email' ? 'email' : channel === 'portal' ? null : 'platform'

/** The texts of the approval block in each language. */
export interface ApprovalFlowLabels {
  title: string
  /** Who the request waits for. */
  candidates: string
  comment: string
  /** An entry made by a delegate for an away approver. */
  onBehalf: (actor: string, approver: string) => string
  /** What an entry of the history did, by workflow event. */
  events: Record<string, string>
  /** The buttons an approver or the applicant may press. */
  actions: Record<'resolve' | 'reject' | 'backRepeatResolve' | 'cancel' | 'repeatCommit' | 'backRepeatCommit', string>
  /** The request's status, by workflow status. */
  status: Record<string, string>
}

export const approvalFlowLabels: Record<'zh-CN' | 'en', ApprovalFlowLabels> = {
  'zh-CN': {
    title: '审批',
    candidates: '待审批人',
    comment: '审批意见',
    onBehalf: (actor, approver) => `${actor}（代${approver}）`,
    events: {
      submit: '提交了申请',
      save: '保存了草稿',
      resolve: '审批通过',
      reject: '驳回了申请',
      repeatCommit: '重新提交',
      backRepeatResolve: '退回修改',
      backRepeatCommit: '修改后重新提交',
      cancel: '撤回了申请',
      remind: '催办',
      skip: '跳过',
    },
    actions: {
      resolve: '通过',
      reject: '驳回',
      backRepeatResolve: '退回',
      cancel: '撤回',
      repeatCommit: '重新提交',
      backRepeatCommit: '重新提交',
    },
    status: {
      draft: '草稿',
      running: '审批中',
      returned: '已退回',
      approved: '已通过',
      rejected: '已驳回',
      cancelled: '已撤回',
    },
  },
  en: {
    title: 'Approval',
    candidates: 'Waiting for',
    comment: 'Comment',
    onBehalf: (actor, approver) => `${actor} on behalf of ${approver}`,
    events: {
      submit: 'submitted',
      save: 'saved',
      resolve: 'approved',
      reject: 'rejected',
      repeatCommit: 'resubmitted',
      backRepeatResolve: 'sent it back',
      backRepeatCommit: 'resubmitted',
      cancel: 'withdrew',
      remind: 'reminded',
      skip: 'skipped',
    },
    actions: {
      resolve: 'Approve',
      reject: 'Reject',
      backRepeatResolve: 'Send back',
      cancel: 'Withdraw',
      repeatCommit: 'Resubmit',
      backRepeatCommit: 'Resubmit',
    },
    status: {
      draft: 'Draft',
      running: 'Pending',
      returned: 'Sent back',
      approved: 'Approved',
      rejected: 'Rejected',
      cancelled: 'Withdrawn',
    },
  },
}

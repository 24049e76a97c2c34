// §4 table-button configuration and the §9 table button labels.

/** The 16 table buttons of §9, by event name. */
export const TABLE_BUTTON_EVENTS = [
  'view',
  'modify',
  'approve',
  'revoke',
  'withdraw',
  'delete',
  'lock',
  'finishEarly',
  'copy',
  'assign',
  'cancelLeave',
  'maternityLeave',
  'patchCard',
  'unlock',
  'pass',
  'reject',
] as const
export type TableButtonEvent = (typeof TABLE_BUTTON_EVENTS)[number]

export const tableButtonLabels: Record<'zh-CN' | 'en', Record<TableButtonEvent, string>> = {
  'zh-CN': {
    view: '查看',
    modify: '修改',
    approve: '审批',
    revoke: '撤销',
    withdraw: '撤回',
    delete: '删除',
    lock: '锁定',
    finishEarly: '提前结束',
    copy: '复制',
    assign: '分配',
    cancelLeave: '销假',
    maternityLeave: '补充产假',
    patchCard: '补卡',
    unlock: '解锁',
    pass: '通过',
    reject: '驳回',
  },
  en: {
    view: 'View',
    modify: 'Modify',
    approve: 'Approve',
    revoke: 'Revoke',
    withdraw: 'Withdraw',
    delete: 'Delete',
    lock: 'Lock',
    finishEarly: 'Finish early',
    copy: 'Copy',
    assign: 'Assign',
    cancelLeave: 'Cancel leave',
    maternityLeave: 'Supplementary maternity leave',
    patchCard: 'Patch card',
    unlock: 'Unlock',
    pass: 'Pass',
    reject: 'Reject',
  },
}

/** One button of a table row: shown when `condition` holds for the row; asks `confirm` first when given. */
export interface TableButton<T = Record<string, unknown>> {
  event: string
  text: string
  condition?: (row: T) => boolean
  confirm?: string
}

/** §4: the configuration is replaced, prepended to, appended to, or spliced. */
export type TableButtonChange<T> =
  | { kind: 'replace'; buttons: TableButton<T>[] }
  | { kind: 'prepend'; buttons: TableButton<T>[] }
  | { kind: 'append'; buttons: TableButton<T>[] }
  | { kind: 'splice'; start: number; deleteCount: number; buttons?: TableButton<T>[] }
  | { kind: 'update'; event: string; condition?: TableButton<T>['condition']; confirm?: string }

/** A new configuration with the change applied; the old one is never mutated. */
export function changeButtons<T>(buttons: TableButton<T>[], change: TableButtonChange<T>): TableButton<T>[] {
  switch (change.kind) {
    case 'replace':
      return [...change.buttons]
    case 'prepend':
      return [...change.buttons, ...buttons]
    case 'append':
      return [...buttons, ...change.buttons]
    case 'splice': {
      const next = [...buttons]
      next.splice(change.start, change.deleteCount, ...(change.buttons ?? []))
      return next
    }
    case 'update':
      return buttons.map((b) =>
        b.event === change.event
          ? {
              ...b,
              ...(change.condition ? { condition: change.condition } : {}),
              ...(change.confirm !== undefined ? { confirm: change.confirm } : {}),
            }
          : b,
      )
  }
}

/** The buttons a row shows. */
export const buttonsFor = <T>(buttons: TableButton<T>[], row: T) =>
  buttons.filter((b) => !b.condition || b.condition(row))

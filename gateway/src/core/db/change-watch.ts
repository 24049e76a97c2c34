import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'

/** A write the gateway made: the table, and the columns an update set (empty for inserts and deletes). */
export interface Write {
  table: string
  kind: 'insert' | 'update' | 'delete'
  columns: readonly string[]
}

type WriteListener = (write: Write) => void

/** The name of a table node (possibly aliased), or undefined. */
function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node)
  if (node.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name
  return undefined
}

const columnName = (node: OperationNode): string =>
  node.kind === 'ColumnNode' ? (node as unknown as { column: { name: string } }).column.name : ''

/** What a query writes, read from its operation tree; undefined for reads (and raw SQL, which the gateway does not write with). */
function writeOf(node: RootOperationNode): Write | undefined {
  switch (node.kind) {
    case 'InsertQueryNode': {
      const table = tableName(node.into)
      return table ? { table, kind: 'insert', columns: [] } : undefined
    }
    case 'UpdateQueryNode': {
      const table = tableName(node.table)
      return table
        ? { table, kind: 'update', columns: (node.updates ?? []).map((update) => columnName(update.column)) }
        : undefined
    }
    case 'DeleteQueryNode': {
      const table = tableName(node.from.froms[0])
      return table ? { table, kind: 'delete', columns: [] } : undefined
    }
    default:
      return undefined
  }
}

/**
 * A Kysely plugin that tells listeners of every insert, update and delete the gateway runs, once it ran
 * (inside a transaction: before the commit, which on SQLite no other request can read past). In-process
 * caches of rows use it so that no write path can forget to drop them.
 */
export class ChangeWatch implements KyselyPlugin {
  private readonly listeners = new Set<WriteListener>()
  private readonly pending = new WeakMap<object, Write>()

  onWrite(listener: WriteListener): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.listeners.size > 0) {
      const write = writeOf(args.node)
      if (write) this.pending.set(args.queryId, write)
    }
    return args.node
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.pending.get(args.queryId)
    if (write) {
      this.pending.delete(args.queryId)
      for (const listener of this.listeners) listener(write)
    }
    return args.result
  }
}

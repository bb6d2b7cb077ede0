import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

const selectLists = new WeakMap<DataSource, Map<string, string>>();

/**
 * The SELECT list of an entity's columns read from `alias`, each named `<prefix><database name>`, so one hand-written
 * statement can return several entities side by side (e.g. a LEFT JOIN) and {@link entityFromRow} can build them
 * with TypeORM's own value conversion. For statements on a hot path where the query builder's cost shows.
 */
export function entityColumnsSql(dataSource: DataSource, target: EntityTarget<ObjectLiteral>, alias: string, prefix: string): string {
  const metadata = dataSource.getMetadata(target);
  const cacheKey = `${metadata.name}|${alias}|${prefix}`;
  let lists = selectLists.get(dataSource);
  if (!lists) selectLists.set(dataSource, (lists = new Map()));
  let sql = lists.get(cacheKey);
  if (!sql) {
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    sql = metadata.columns.map((c) => `${quote(alias)}.${quote(c.databaseName)} AS ${quote(prefix + c.databaseName)}`).join(', ');
    lists.set(cacheKey, sql);
  }
  return sql;
}

/**
 * Builds an entity from a row selected with {@link entityColumnsSql} (same prefix), converting each value as TypeORM
 * does when it loads the entity (driver hydration and column transformers). Null when the primary columns are null:
 * the LEFT JOIN found nothing.
 */
export function entityFromRow<T extends ObjectLiteral>(
  dataSource: DataSource,
  target: EntityTarget<T>,
  row: Record<string, unknown> | null | undefined,
  prefix: string,
): T | null {
  if (!row) return null;
  const metadata = dataSource.getMetadata(target);
  if (metadata.primaryColumns.some((c) => row[prefix + c.databaseName] === null || row[prefix + c.databaseName] === undefined)) return null;
  const entity = metadata.create() as T;
  for (const column of metadata.columns) {
    const raw = row[prefix + column.databaseName];
    if (raw === undefined) continue;
    column.setEntityValue(entity, dataSource.driver.prepareHydratedValue(raw, column));
  }
  return entity;
}

/** Anything that runs SQL: a TypeORM DataSource or EntityManager, or a pg Pool wrapped (the benchmark). */
export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<any[]>;
}

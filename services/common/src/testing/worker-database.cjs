// Jest setupFile of the integration project: with several workers, each test file uses its worker's own database
// (made by global-setup.mjs from the migrated template), so suites running side by side share no schema. In band (one
// worker) nothing changes: every suite uses DATABASE_URL, one after another.
const prefix = process.env.JOINTLY_WORKER_DATABASE_PREFIX;
const worker = process.env.JEST_WORKER_ID;
if (prefix && worker && process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${prefix}${worker}`;
  process.env.DATABASE_URL = url.toString();
}

#!/usr/bin/env node
// Container health check for Jointly services (the Docker image copies it to /app/healthcheck.cjs; compose and the
// image's HEALTHCHECK run `node /app/healthcheck.cjs`). Slim images have no curl, so this uses Node's http module.
//
//   node healthcheck.cjs [url]
//
// url defaults to http://127.0.0.1:$PORT/health (PORT defaults to 3000). Exit 0 when the answer is 2xx within
// HEALTHCHECK_TIMEOUT_MS (default 4000), else exit 1 with one line on stderr (shown by `docker inspect`).
'use strict';
const http = require('node:http');

const url = process.argv[2] || `http://127.0.0.1:${process.env.PORT || 3000}/health`;
const timeoutMs = Number(process.env.HEALTHCHECK_TIMEOUT_MS) || 4000;

function fail(reason) {
  process.stderr.write(`healthcheck: ${url} ${reason}\n`);
  process.exit(1);
}

const request = http.get(url, { timeout: timeoutMs, headers: { accept: 'application/json' } }, (response) => {
  response.resume();
  const status = response.statusCode || 0;
  if (status >= 200 && status < 300) process.exit(0);
  fail(`answered HTTP ${status}`);
});
request.on('timeout', () => {
  request.destroy();
  fail(`did not answer within ${timeoutMs} ms`);
});
request.on('error', (error) => fail(`failed: ${error.code || error.message}`));

// jsdom lacks the fetch-era globals React Router's data routers use (Request, Response, Headers,
// AbortController that Request accepts, TextEncoder). Hand the ones Node has to the jsdom window,
// so loaders and redirects behave as in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');

class JointlyJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'structuredClone',
      'BroadcastChannel',
    ];
    for (const name of names) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JointlyJsdomEnvironment;

export * from './fastify-adapter';

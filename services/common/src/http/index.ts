export * from './fastify-adapter';
export * from './file-type';
export * from './multipart';
export * from './ra-list-query';
export * from './upload-store';
export * from './ra-list.request.dto';
export * from './read-only-admin-resource';

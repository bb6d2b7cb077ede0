/** Rate limits shared by the services: fixed-window counters in each service's own schema. */
export * from './fixed-window-limiter';

/**
 * A random id fixed when this module is evaluated. Every remote renders it, so an end-to-end test can
 * prove that all of them share one bus (one copy of the module), as Module Federation's singleton
 * sharing promises.
 */
export const busInstanceId = Math.random().toString(36).slice(2, 10);

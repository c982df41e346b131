import path from 'node:path';

/**
 * The folder the stack under test serves the builds from: the gateway's STATIC_ROOT (set in the
 * environment of the whole run, e.g. by CI's second pass, which serves its own copy), else the repository.
 */
export const staticRoot = path.resolve(process.env.STATIC_ROOT ?? path.join(__dirname, '../..'));

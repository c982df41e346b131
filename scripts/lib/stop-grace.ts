/**
 * How long a stopped process gets to drain before it is killed: the servers' own drain bound (10 s) with
 * room for closing the database.
 */
export const stopGraceMs = 12_000;

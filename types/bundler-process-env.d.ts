/** Rspack replaces `process.env.NODE_ENV` at build time; browser code has no other `process`. */
declare const process: { readonly env: { readonly NODE_ENV?: string } };

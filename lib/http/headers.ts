/** Set by proxy.ts on every page request: the path as the visitor typed it (with its locale prefix). */
export const PATHNAME_HEADER = "x-site-pathname";

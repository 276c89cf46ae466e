/**
 * A path whose percent-escapes do not decode (/jp/%FF, /jp/sale%) names no page, but Next's router fails on
 * it with a bare 500. Escaping the stray "%" turns it into a path that decodes to the same visible text, so
 * the visitor is sent there and meets the site's 404 page naming what they typed. Null when nothing is wrong.
 */
export function repairedPath(pathname: string): string | null {
  const repaired = pathname.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) =>
    run !== "%" && decodes(run) ? run : run.replaceAll("%", "%25"),
  );
  return repaired === pathname ? null : repaired;
}

/** Whether every percent-escape in the text decodes (as UTF-8). */
export function decodes(escapes: string): boolean {
  try {
    decodeURIComponent(escapes);
    return true;
  } catch {
    return false;
  }
}

/** A path as a person reads it (/jp/存在しない, not /jp/%E5%AD%98…); as it is when it does not decode. */
export function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * The path with every escape of a letter, digit or "-._~" written as that character (RFC 3986's
 * normalisation): /jp/%61dmin names /jp/admin, and must meet the same guard. Null when nothing changes.
 */
export function normalizedPath(pathname: string): string | null {
  const normalized = pathname.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~]$/.test(character) ? character : escape;
  });
  return normalized === pathname ? null : normalized;
}

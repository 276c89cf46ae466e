import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, dropping the false and empty ones. It does not merge: a primitive that takes a caller's
 * className keeps its own look in app/globals.css's components layer, so the caller's utility wins by the cascade,
 * and no class-merging library (9 kB compressed) ships to every page's browser.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

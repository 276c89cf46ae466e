import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names, dropping the false and empty ones, and lets a later utility win over an earlier one of the
 * same property: a caller's `px-2` replaces a primitive's `px-4` instead of racing it in the stylesheet.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** A vehicle's public id: lower-case letters and digits in hyphen-separated words (the database checks the same). */
export const STR_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const STR_ID_MAX_LENGTH = 80;

export function isValidStrId(value: string): boolean {
  return value.length <= STR_ID_MAX_LENGTH && STR_ID_PATTERN.test(value);
}

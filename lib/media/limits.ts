// What one staff photo upload may be. The browser checks the same numbers before sending (no waiting for a
// refusal it can foresee); the server checks again and never trusts the browser.
export const PHOTO_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  maxFilesPerUpload: 20,
  maxPerVehicle: 40,
  // sharp's own default (0x3FFF squared, about 268 million) would let one photo take gigabytes to decode.
  maxPixels: 40_000_000,
  // Stored photos are cropped to 4:3; a long strip would first be enlarged past what memory holds.
  maxAspectRatio: 10,
} as const;

/** The numbers the staff's messages quote, in the units the messages use. */
export const PHOTO_LIMIT_PARAMS = {
  maxMb: PHOTO_LIMITS.maxBytes / 1024 / 1024,
  batch: PHOTO_LIMITS.maxFilesPerUpload,
  vehicle: PHOTO_LIMITS.maxPerVehicle,
  pixels: PHOTO_LIMITS.maxPixels,
  ratio: PHOTO_LIMITS.maxAspectRatio,
} as const;

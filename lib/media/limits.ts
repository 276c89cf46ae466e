// What one staff photo upload may be. The browser checks the same numbers before sending (no waiting for a
// refusal it can foresee); the server checks again and never trusts the browser.
export const PHOTO_LIMITS = {
  maxBytes: 15 * 1024 * 1024,
  maxFilesPerUpload: 20,
  maxPerVehicle: 40,
  // sharp's own default (0x3FFF squared, about 268 million) would let one photo take gigabytes to decode.
  maxPixels: 40_000_000,
  /**
   * HEIC is decoded by WebAssembly, up to seconds of a core for a large one and four bytes a pixel held twice over:
   * a phone's own photo passes (12 megapixels, and an iPhone Pro's 24 by default), one made to be larger does not.
   */
  maxHeicPixels: 25_000_000,
  // Stored photos are cropped to 4:3; a long strip would first be enlarged past what memory holds.
  maxAspectRatio: 10,
} as const;

/** The numbers the staff's messages quote, in the units the messages use. */
export const PHOTO_LIMIT_PARAMS = {
  maxMb: PHOTO_LIMITS.maxBytes / 1024 / 1024,
  batch: PHOTO_LIMITS.maxFilesPerUpload,
  vehicle: PHOTO_LIMITS.maxPerVehicle,
  pixels: PHOTO_LIMITS.maxPixels,
  heicPixels: PHOTO_LIMITS.maxHeicPixels,
  ratio: PHOTO_LIMITS.maxAspectRatio,
} as const;

/**
 * The answer to a photo refused because the server has as many in hand and waiting as it takes
 * (lib/media/image-work.ts): a 503 asking to wait about as long as the queue takes to move on. The site's browser
 * code sends the photo once more after that pause (lib/http/client-fetch.ts), and only then says so.
 */
export const PHOTO_BUSY_ANSWER = { status: 503, headers: { "Retry-After": "3" } } as const;

/** The status and head a photo route answers a refusal with: PHOTO_BUSY_ANSWER's Retry-After goes with its 503. */
export function photoRefusalAnswer(status: number): ResponseInit {
  return status === PHOTO_BUSY_ANSWER.status ? PHOTO_BUSY_ANSWER : { status };
}

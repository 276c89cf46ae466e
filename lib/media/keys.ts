// Media keys are content hashes chosen by the server (never a visitor's file name), served from /media/{key}.
export const MEDIA_KEY_PATTERN = /^[a-f0-9]{64}\.(webp|jpg|png)$/;

export function isMediaKey(value: string): boolean {
  return MEDIA_KEY_PATTERN.test(value);
}

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/**
 * The sizes a vehicle photo is stored in (4:3): the detail page's, the same page's on a phone and the catalogue
 * card's. The middle one covers a phone's width at its usual pixel ratio (412 px × 1.75 = 721) and a computer's
 * photo column at 1×, where the large one would send about twice the pixels.
 */
export const PHOTO_SIZES = {
  large: { width: 1280, height: 960 },
  medium: { width: 800, height: 600 },
  thumb: { width: 480, height: 360 },
} as const;

// Media keys are content hashes chosen by the server (never a visitor's file name), served from /media/{key}.
export const MEDIA_KEY_PATTERN = /^[a-f0-9]{64}\.(webp|jpg|png)$/;

export function isMediaKey(value: string): boolean {
  return MEDIA_KEY_PATTERN.test(value);
}

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** The two sizes every vehicle photo is stored in: the detail page's and the catalogue card's (4:3). */
export const PHOTO_SIZES = {
  large: { width: 1280, height: 960 },
  thumb: { width: 480, height: 360 },
} as const;

// A seller's photos with a purchase or assessment request (車検証, the four corners, the meter, the body, any
// damage): how many, how large, and what the page says afterwards. Plain values, read alike by the upload route,
// the browser's picker and the pages.
import type { RequestType } from "@/lib/generated/prisma/enums";
import { PHOTO_BUSY_ANSWER, PHOTO_LIMITS } from "@/lib/media/limits";
import type { PhotoRefusal } from "@/lib/media/photo-input";

export const REQUEST_PHOTO_LIMITS = {
  /** Also the database's check on a photo's position (prisma/migrations/…_request_photos). */
  maxPerRequest: 10,
  /** One photo, as a staff photo: a phone's original, HEIC included. */
  maxFileBytes: PHOTO_LIMITS.maxBytes,
  /**
   * One post's body. With scripts every photo goes alone, resized in the browser to well under 2 MB; without them
   * a batch of originals goes in one post and is held in memory while it is read. 40 MB takes ten 12-megapixel
   * phone photos (3 to 4 MB each) at a time and keeps a 2-core, few-gigabyte server safe from a handful of
   * sellers sending at once; a larger batch is sent in two.
   */
  maxBatchBytes: 40 * 1024 * 1024,
  /**
   * Photos one request may have decoded in the window, refused ones included: a seller who sends ten and resends a
   * few is far within it, and a stranger who holds a token cannot keep the server decoding broken files.
   */
  decodes: { max: 30, windowMinutes: 60 },
  /**
   * Photos one network address may have decoded in the window, over all its requests: a seller with two trucks and
   * a few resends is within it; whoever holds many tokens is not let past it by using them in turn.
   */
  decodesPerSender: { max: 40, windowMinutes: 60 },
  /**
   * Posts whose bodies are being read and handled at once in one server process: each may hold a batch in memory,
   * so this bounds what uploads take together (160 MB), whoever sends them; past it a post is refused unread.
   */
  inFlight: 4,
} as const;

/** The numbers the messages quote, in the units the messages use. */
export const REQUEST_PHOTO_PARAMS = {
  max: REQUEST_PHOTO_LIMITS.maxPerRequest,
  maxMb: REQUEST_PHOTO_LIMITS.maxFileBytes / 1024 / 1024,
  batchMb: REQUEST_PHOTO_LIMITS.maxBatchBytes / 1024 / 1024,
  minutes: REQUEST_PHOTO_LIMITS.decodes.windowMinutes,
} as const;

/** The requests a seller sends photos with: selling (買取) and a free assessment (無料査定). */
export function takesPhotos(type: RequestType | null | undefined): boolean {
  return type === "purchase" || type === "assessment";
}

/** How many more photos a request holding `stored` may take. */
export function photoRoom(stored: number): number {
  return Math.max(0, REQUEST_PHOTO_LIMITS.maxPerRequest - stored);
}

/**
 * Why a photo of a seller's was not added: the photo's own fault, the request's being full, or too many photos
 * sent for it within the hour.
 */
export type RequestPhotoRefusal = PhotoRefusal | "tooMany" | "tooManyTries";
// Every code, to read an address's back; the Record keeps the list complete.
const PHOTO_REFUSALS = Object.keys({
  tooLarge: true,
  notImage: true,
  damaged: true,
  tooManyPixels: true,
  tooMany: true,
  tooManyTries: true,
  busy: true,
} satisfies Record<RequestPhotoRefusal, true>) as RequestPhotoRefusal[];
const BATCH_REFUSALS = ["notFound", "noFiles", "batchTooLarge", "tooMany", "tooManyTries", "busy"] as const;

/**
 * Why a whole post was refused before any photo in it was looked at; all but "noFiles" before its body was read
 * (a full request, a spent budget, the server's uploads or photo work at their bound: "busy").
 */
export type RequestPhotoBatchRefusal = (typeof BATCH_REFUSALS)[number];
/** What the browser says of a photo that did not arrive ("failed": no answer came). */
export type RequestPhotoError = RequestPhotoRefusal | RequestPhotoBatchRefusal | "failed";

/**
 * The answer each refusal of a script's upload gets over HTTP: a final 4xx, but for "busy", a 503 the browser sends
 * once more after the Retry-After it carries (PHOTO_BUSY_ANSWER) before it says so.
 */
export const REQUEST_PHOTO_ERROR_STATUS: Record<RequestPhotoRefusal | RequestPhotoBatchRefusal, number> = {
  notFound: 404,
  noFiles: 400,
  batchTooLarge: 413,
  tooMany: 400,
  tooManyTries: 429,
  tooLarge: 413,
  notImage: 415,
  damaged: 422,
  tooManyPixels: 422,
  busy: PHOTO_BUSY_ANSWER.status,
};

/**
 * What a batch sent without scripts came to, carried to the status page in its query: how many photos were added,
 * and which were refused, by their place in the batch (1 for the first chosen), not their names, which the
 * address would otherwise carry into logs and history.
 */
export type PhotoBatchOutcome = {
  added: number;
  /** Photos already among the request's (the same file chosen twice, or sent again): kept once, not added. */
  already: number;
  refused: { place: number; error: RequestPhotoRefusal }[];
  batch: RequestPhotoBatchRefusal | null;
};

export function photoOutcomeQuery({ added, already, refused, batch }: PhotoBatchOutcome): string {
  const query = new URLSearchParams({ added: String(added) });
  if (already > 0) query.set("already", String(already));
  if (refused.length > 0) query.set("refused", refused.map(({ place, error }) => `${place}.${error}`).join(","));
  if (batch) query.set("batch", batch);
  return query.toString();
}

const isOneOf = <T extends string>(value: string, among: readonly T[]): value is T =>
  (among as readonly string[]).includes(value);

/** The outcome a status page's query names, or null when it names none (the page opened from the mail). */
export function photoOutcomeOf(query: Record<string, string | string[] | undefined>): PhotoBatchOutcome | null {
  const one = (name: string) => {
    const value = query[name];
    return typeof value === "string" ? value : "";
  };
  const count = (name: string, fallback: string) => {
    const text = one(name) || fallback;
    return /^\d+$/.test(text) && Number(text) <= REQUEST_PHOTO_LIMITS.maxPerRequest ? Number(text) : null;
  };
  const added = count("added", "");
  if (added === null) return null;
  const refused = one("refused")
    .split(",")
    .flatMap((entry) => {
      const [place, error = ""] = entry.split(".");
      return /^\d+$/.test(place) && Number(place) > 0 && isOneOf(error, PHOTO_REFUSALS)
        ? [{ place: Number(place), error }]
        : [];
    });
  const batch = one("batch");
  return { added, already: count("already", "0") ?? 0, refused, batch: isOneOf(batch, BATCH_REFUSALS) ? batch : null };
}

// Decodes one HEIC photo on a worker thread of lib/media/image-work.ts's pool: libheif compiled to WebAssembly
// (heic-decode) runs on the thread that calls it, a second or more for a phone's photo, during which a thread
// answers nothing else. Plain JavaScript, loaded by Node as it is: no bundler or TypeScript loader reaches a worker.
import decodeHeic from "heic-decode";
import { move, transferableSymbol, valueSymbol } from "piscina";

/**
 * The photo's pixels as RGBA with its size. The pixels (tens of megabytes for a phone's photo) are moved to the
 * caller, not copied: Piscina's documented transferable, whose value is the whole answer.
 */
export default async function decode(bytes) {
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  return move({ [transferableSymbol]: data.buffer, [valueSymbol]: { width, height, pixels: data } });
}

// A request body read whole only while it stays within a limit. Routes that the proxy does not see get no
// limit from Next, and a body sent in chunks declares no length to check beforehand.

/** Whether the request says its body is longer than maxBytes: refused so, it need not be read at all. */
export function declaredLengthOver(request: Request, maxBytes: number): boolean {
  return Number(request.headers.get("content-length") ?? 0) > maxBytes;
}

/** The body's bytes, or null as soon as it is declared or found to be longer than maxBytes. */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Buffer | null> {
  if (declaredLengthOver(request, maxBytes)) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** The multipart form of a body read within maxBytes: null when malformed, "tooLarge" when too long. */
export async function readFormWithin(request: Request, maxBytes: number): Promise<FormData | "tooLarge" | null> {
  const body = await readBodyWithin(request, maxBytes);
  if (!body) return "tooLarge";
  return new Response(new Uint8Array(body), { headers: { "content-type": request.headers.get("content-type") ?? "" } })
    .formData()
    .catch(() => null);
}

import { describe, expect, it } from "vitest";
import { readBodyWithin, readFormWithin } from "./limited-body";

/** A request whose body arrives in chunks and declares no length, as a chunked upload does. */
function chunked(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled < chunks.length) controller.enqueue(chunks[pulled++]);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/api/x", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("readBodyWithin", () => {
  it("reads a body up to the limit", async () => {
    const { request } = chunked([new Uint8Array(6), new Uint8Array(4)]);
    expect((await readBodyWithin(request, 10))?.length).toBe(10);
  });

  it("stops reading a body without a declared length once it passes the limit", async () => {
    const { request, pulled } = chunked([new Uint8Array(6), new Uint8Array(6), new Uint8Array(6), new Uint8Array(6)]);
    expect(await readBodyWithin(request, 10)).toBeNull();
    expect(pulled()).toBeLessThan(4);
  });

  it("refuses a body declared too long without reading it", async () => {
    const { request, pulled } = chunked([new Uint8Array(6)], { "content-length": "11" });
    expect(await readBodyWithin(request, 10)).toBeNull();
    expect(pulled()).toBe(0);
  });
});

describe("readFormWithin", () => {
  it("gives the form's file, tooLarge past the limit, and null for what is not a form", async () => {
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(100)], "IMG_0001.JPG", { type: "image/jpeg" }));
    const request = () => new Request("http://localhost/api/x", { method: "POST", body: form });
    const read = await readFormWithin(request(), 10_000);
    expect(read).toBeInstanceOf(FormData);
    expect(((read as FormData).get("photo") as File).name).toBe("IMG_0001.JPG");
    expect(await readFormWithin(request(), 50)).toBe("tooLarge");
    expect(
      await readFormWithin(
        new Request("http://localhost/api/x", {
          method: "POST",
          body: "x=1",
          headers: { "content-type": "multipart/form-data; boundary=z" },
        }),
        10_000,
      ),
    ).toBeNull();
  });
});

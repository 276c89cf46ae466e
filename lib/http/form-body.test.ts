// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isReadableFormBody } from "./form-body";

const post = (type: string, body: string) =>
  new Request("http://localhost/jp/contact", { method: "POST", headers: { "content-type": type }, body });

describe("a form body the proxy lets through", () => {
  it("is one that parses", async () => {
    expect(
      await isReadableFormBody(
        post(
          "multipart/form-data; boundary=xx",
          '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xx--\r\n',
        ),
      ),
    ).toBe(true);
    expect(await isReadableFormBody(post("application/x-www-form-urlencoded", "a=1&b=%E3%81%82"))).toBe(true);
  });

  it("is not a multipart body that does not, nor one without its boundary", async () => {
    expect(await isReadableFormBody(post("multipart/form-data; boundary=xx", "garbage"))).toBe(false);
    expect(await isReadableFormBody(post("multipart/form-data", "garbage"))).toBe(false);
  });

  it("leaves other bodies to Next, which answers them itself", async () => {
    expect(await isReadableFormBody(post("text/plain;charset=UTF-8", "{{{"))).toBe(true);
  });
});

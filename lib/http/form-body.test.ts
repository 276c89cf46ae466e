// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT_BYTES, isActionReply, pagePostRefusal } from "./form-body";

const ACTION = "7f2354924526667e42017e208eec3a1ee8e37829f9";

const post = (type: string | null, body: string | FormData, action?: string) =>
  new Request("http://localhost/jp/contact", {
    method: "POST",
    headers: { ...(type && { "content-type": type }), ...(action && { "next-action": action }) },
    body,
  });

const multipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** A form posted the way a browser does, with the type and boundary it writes. */
async function postForm(form: FormData, action?: string) {
  const encoded = new Response(form);
  return new Request("http://localhost/jp/contact", {
    method: "POST",
    headers: {
      "content-type": encoded.headers.get("content-type")!,
      ...(action && { "next-action": action }),
    },
    body: await encoded.arrayBuffer(),
  });
}

// Replies as React's encodeReply writes them for the site's actions (taken from react-server-dom-webpack).
const REPLIES = {
  form: '["$undefined","$K1"]',
  formWithState: '[{"ok":false,"formError":"x","values":{"a":"1"}},"$K1"]',
  buttonValues: '[null,{"id":3,"status":"published"}]',
  sharedObject: '[{"a":1},{"b":"$0:0"}]',
  valuesJsonCannotWrite: '["$D1970-01-01T00:00:00.000Z","$n1","$NaN","$-0","$$x","$Infinity"]',
  none: "[]",
};

const single = (text: string) => (part: string) => (part === "0" ? text : undefined);

describe("a server action's reply Next can decode", () => {
  it.each(Object.entries(REPLIES))("takes what React writes for the site's actions (%s)", (_name, reply) => {
    expect(isActionReply(single(reply))).toBe(true);
  });

  it.each([
    ["no root part", undefined],
    ["an empty body", ""],
    ["text that is not JSON", "garbage{{"],
    ["XML", "<a/>"],
    ["a number, not a list of arguments", "5"],
    ["an object, not a list of arguments", '{"length":3}'],
    ["more arguments than Next calls an action with", JSON.stringify(Array(1001).fill(0))],
    ["a reference to a part the body lacks", '["$1"]'],
    ["a promise of a part the body lacks", '["$@2"]'],
    ["a temporary reference", '["$T"]'],
    ["a server reference", '["$h1"]'],
    ["a map, a set, a blob, a stream", '["$Q1","$W2","$B3","$R4"]'],
    ["a number too large for BigInt", `["$n${"9".repeat(301)}"]`],
    ["a number BigInt cannot read", '["$nabc"]'],
    ["nesting deeper than any form's", `${"[".repeat(40)}${"]".repeat(40)}`],
  ])("refuses %s", (_name, reply) => {
    expect(isActionReply((part) => (part === "0" ? reply : undefined))).toBe(false);
  });

  it("follows references to the parts the body carries, and no further", () => {
    const parts: Record<string, string> = { "0": '["$1","$@2"]', "1": '{"a":"$2"}', "2": '"x"' };
    expect(isActionReply((part) => parts[part])).toBe(true);
    expect(isActionReply((part) => ({ ...parts, "2": "garbage" })[part])).toBe(false);
    // Part 10 is written "$a" (React numbers parts in hexadecimal).
    expect(isActionReply((part) => ({ "0": '["$a"]', "10": "1" })[part])).toBe(true);
    expect(isActionReply((part) => ({ "0": '["$1"]', "1": '["$1"]' })[part])).toBe(true);
  });
});

describe("a post to a page the proxy refuses", () => {
  it("lets forms and the site's action calls through", async () => {
    expect(await pagePostRefusal(await postForm(multipart({ a: "1" })))).toBeNull();
    expect(await pagePostRefusal(post("application/x-www-form-urlencoded", "a=1&b=%E3%81%82"))).toBeNull();
    expect(
      await pagePostRefusal(await postForm(multipart({ "1_name": "太郎", "0": REPLIES.form }), ACTION)),
    ).toBeNull();
    expect(await pagePostRefusal(post("text/plain;charset=UTF-8", REPLIES.buttonValues, ACTION))).toBeNull();
    // Not an action: Next draws the page.
    expect(await pagePostRefusal(post("text/plain", "garbage{{"))).toBeNull();
  });

  it("refuses a form that does not parse with 400", async () => {
    expect(await pagePostRefusal(post("multipart/form-data; boundary=xx", "garbage"))).toBe(400);
    expect(await pagePostRefusal(post("multipart/form-data", "garbage", ACTION))).toBe(400);
  });

  it.each([
    ["text/plain;charset=UTF-8", "garbage{{"],
    ["text/plain;charset=UTF-8", "5"],
    ["text/plain;charset=UTF-8", ""],
    ["application/xml", "<a/>"],
    ["application/json", REPLIES.buttonValues],
    ["application/x-www-form-urlencoded", "a=1"],
    [null, ""],
    // Next reads the multipart reply only under exactly this type; any other as text, which this is not.
    ["Multipart/Form-Data; boundary=xx", '--xx\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]\r\n--xx--\r\n'],
  ])("refuses an action call of type %s with the body %j with 400", async (type, body) => {
    expect(await pagePostRefusal(post(type, body, ACTION))).toBe(400);
  });

  it("refuses an action's multipart reply without its arguments with 400", async () => {
    expect(await pagePostRefusal(await postForm(multipart({ a: "1" }), ACTION))).toBe(400);
    expect(await pagePostRefusal(await postForm(multipart({ "0": "5" }), ACTION))).toBe(400);
    expect(await pagePostRefusal(await postForm(multipart({ "0": '["$1"]' }), ACTION))).toBe(400);
  });

  it("refuses a body over Next's 1 MB with 413, whether its length is declared or not", async () => {
    const field = "a".repeat(ACTION_BODY_LIMIT_BYTES);
    expect(await pagePostRefusal(await postForm(multipart({ message: field }), ACTION))).toBe(413);
    expect(await pagePostRefusal(await postForm(multipart({ message: field })))).toBe(413);
    const streamed = new Request("http://localhost/jp/contact", {
      method: "POST",
      headers: { "content-type": "text/plain", "next-action": ACTION },
      body: new Blob([`["${field}"]`]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(await pagePostRefusal(streamed)).toBe(413);
    expect(
      await pagePostRefusal(post("text/plain", `["${"a".repeat(ACTION_BODY_LIMIT_BYTES - 100)}"]`, ACTION)),
    ).toBeNull();
  });
});

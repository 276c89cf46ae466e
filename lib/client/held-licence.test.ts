import { describe, expect, it } from "vitest";
import { parseHeldLicence, storedHeldLicence } from "./held-licence";

describe("the licence kept in the browser", () => {
  it("reads what was kept, and anything else as no licence", () => {
    expect(parseHeldLicence('{"licence":"chugata8t","towing":false}')).toEqual({ licence: "chugata8t", towing: false });
    expect(parseHeldLicence('{"licence":"ogata","towing":true}')).toEqual({ licence: "ogata", towing: true });
    expect(parseHeldLicence('{"licence":"ogata"}')).toEqual({ licence: "ogata", towing: false });
    for (const text of [null, "", "{", '"futsu"', '{"licence":"truck"}', "null", "[]"])
      expect(parseHeldLicence(text), String(text)).toBeNull();
  });

  it("reads storage a browser refuses as nothing kept", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(storedHeldLicence(refusing)).toBeNull();
  });
});

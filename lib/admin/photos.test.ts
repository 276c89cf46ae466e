import { describe, expect, it } from "vitest";
import { retryDelay } from "@/lib/http/client-fetch";
import { photoRefusalAnswer } from "@/lib/media/limits";
import { PHOTO_ERROR_STATUS } from "./photos";

describe("PHOTO_ERROR_STATUS", () => {
  it("answers a refusal with a final 4xx, and busy with a 503 the browser sends again once, after a wait", () => {
    for (const [error, status] of Object.entries(PHOTO_ERROR_STATUS)) {
      const answer = new Response(null, photoRefusalAnswer(status));
      if (error === "busy") expect(retryDelay("POST", answer)).toBe(3000);
      else {
        expect(status >= 400 && status < 500, error).toBe(true);
        expect(retryDelay("POST", answer), error).toBeNull();
      }
    }
  });
});

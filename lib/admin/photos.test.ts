import { describe, expect, it } from "vitest";
import { retryDelay } from "@/lib/http/client-fetch";
import { PHOTO_ERROR_STATUS } from "./photos";

describe("PHOTO_ERROR_STATUS", () => {
  it("answers every refusal with a 4xx that the browser does not send again", () => {
    for (const [error, status] of Object.entries(PHOTO_ERROR_STATUS)) {
      expect(status >= 400 && status < 500, error).toBe(true);
      expect(retryDelay("POST", new Response(null, { status })), error).toBeNull();
    }
  });
});

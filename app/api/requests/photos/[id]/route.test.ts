import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "./route";

// Photo 1 exists; signed in as staff, the one case that used to reach the database with any number at all.
const { requestPhotoImage } = vi.hoisted(() => ({
  requestPhotoImage: vi.fn(async (id: number) => (id === 1 ? new Uint8Array([1, 2, 3]) : null)),
}));
vi.mock("@/lib/requests/photos", () => ({ requestPhotoImage }));
vi.mock("@/lib/auth/staff", () => ({ currentStaff: async () => ({ userId: 1 }) }));

const get = (id: string) =>
  GET(new NextRequest(`http://localhost:3000/api/requests/photos/${id}`), { params: Promise.resolve({ id }) });

describe("a seller's photo by its id", () => {
  beforeEach(() => requestPhotoImage.mockClear());

  it("is served at its one address", async () => {
    const response = await get("1");
    expect(response.status).toBe(200);
    expect(requestPhotoImage).toHaveBeenCalledWith(1, "thumb", { staff: true, token: null });
  });

  it.each(["2147483648", "1e0", "0x1", "1.0", "01", "0", "-1"])(
    "answers 404 to %j without asking for a photo",
    async (id) => {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(requestPhotoImage).not.toHaveBeenCalled();
    },
  );
});

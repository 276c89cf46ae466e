import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "./route";

// Document 1 exists; signed in as staff unless a token is sent. documentPdf itself decides who may have it
// (lib/deals/deals.integration.test.ts): the route only hands it the staff session or the token.
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
const { documentPdf } = vi.hoisted(() => ({
  documentPdf: vi.fn(async (id: number) => (id === 1 ? { pdf: PDF, fileName: "Q-000012.pdf" } : null)),
}));
vi.mock("@/lib/deals/documents", () => ({ documentPdf }));
vi.mock("@/lib/auth/staff", () => ({ currentStaff: async () => ({ userId: 1 }) }));

const get = (id: string, query = "") =>
  GET(new NextRequest(`http://localhost:3000/api/documents/${id}${query}`), { params: Promise.resolve({ id }) });

describe("a document's PDF by its id", () => {
  beforeEach(() => documentPdf.mockClear());

  it("downloads as a file named by its number, kept by no cache", async () => {
    const response = await get("1");
    expect(response.status).toBe(200);
    expect(documentPdf).toHaveBeenCalledWith(1, { staff: true, token: null });
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": "4",
      "content-disposition": 'attachment; filename="Q-000012.pdf"',
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it("asks with the token alone when one is sent, not as staff", async () => {
    await get("1", "?token=abc");
    expect(documentPdf).toHaveBeenCalledWith(1, { staff: false, token: "abc" });
  });

  it("answers 404 when documentPdf gives nothing", async () => {
    const response = await get("2");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each(["2147483648", "1e0", "0x1", "01", "0", "-1"])("answers 404 to %j without asking", async (id) => {
    expect((await get(id)).status).toBe(404);
    expect(documentPdf).not.toHaveBeenCalled();
  });
});

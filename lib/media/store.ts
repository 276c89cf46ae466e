// The default media store: image bytes in PostgreSQL, keyed by their SHA-256, so every app instance
// sees the same files, a restart loses none, and the same picture is stored once.
import { createHash } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export interface StoredImage {
  bytes: Buffer;
  contentType: "image/webp" | "image/jpeg" | "image/png";
  width: number;
  height: number;
}

const extensions = { "image/webp": "webp", "image/jpeg": "jpg", "image/png": "png" } as const;

export function mediaKeyFor(image: StoredImage): string {
  return `${createHash("sha256").update(image.bytes).digest("hex")}.${extensions[image.contentType]}`;
}

export async function putImage(db: PrismaClient, image: StoredImage): Promise<string> {
  const key = mediaKeyFor(image);
  await db.mediaBlob.upsert({
    where: { key },
    create: {
      key,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      size: image.bytes.length,
      bytes: new Uint8Array(image.bytes),
    },
    update: {},
  });
  return key;
}

export async function getImage(db: PrismaClient, key: string) {
  return db.mediaBlob.findUnique({ where: { key }, select: { bytes: true, contentType: true, size: true } });
}

import { mediaUrl } from "@/lib/media/keys";

/** A list row's photo, decorative beside the row's own link text. */
export function Thumbnail({ photoKey }: { photoKey: string | null | undefined }) {
  if (!photoKey) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a stored thumbnail
    <img src={mediaUrl(photoKey)} alt="" width={80} height={60} loading="lazy" className="rounded object-cover" />
  );
}

import type { ImgHTMLAttributes } from "react";

export type StoredPicture = { src: string; width: number; height: number };

/**
 * A picture the site stored already sized and encoded (a photo, a thumbnail, a QR code), so a plain <img>
 * with its own width and height: nothing left for next/image to optimise, and no layout shift. `alt` is
 * required: "" for a picture the text beside it already names.
 */
export function StoredImage({
  image,
  alt,
  ...props
}: { image: StoredPicture; alt: string } & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height">) {
  // eslint-disable-next-line @next/next/no-img-element -- see above
  return <img src={image.src} width={image.width} height={image.height} alt={alt} {...props} />;
}

/** A 4:3 photo across its card or page (a review, a body type), cropped to fill and grey until it loads. */
export function CardPhoto({ image, alt, priority }: { image: StoredPicture | null; alt: string; priority: boolean }) {
  if (!image) return null;
  return (
    <StoredImage
      image={image}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover"
    />
  );
}

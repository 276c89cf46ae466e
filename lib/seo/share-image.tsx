import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import { withImageTurn } from "@/lib/media/image-work";
import { SHARE_IMAGE_SIZE } from "./site";
const BRAND = "#063866";
const PRICE = "#ffd34d";

// Noto Sans JP from an npm package: Japanese renders on any server, with no system font installed.
const FONT_FILE = path.join(
  process.cwd(),
  "node_modules/@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf",
);
// One array for the process: Satori keeps the parsed font by the array's identity, and parsing takes time.
let loaded: Promise<{ name: string; data: Buffer; weight: 700; style: "normal" }[]> | undefined;
const fonts = () =>
  (loaded ??= fs
    .readFile(FONT_FILE)
    .then((data) => [{ name: "Noto Sans JP", data, weight: 700 as const, style: "normal" as const }]));

/** The site's own card, for pages without a picture of their own. */
export async function siteShareImage(text: { siteName: string; tagline: string; phone: string }) {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: "0 80px",
        backgroundColor: BRAND,
        color: "white",
        fontFamily: "Noto Sans JP",
      }}
    >
      <div style={{ fontSize: 36, opacity: 0.9 }}>{text.tagline}</div>
      <div style={{ fontSize: 84, marginTop: 12 }}>{text.siteName}</div>
      <div style={{ fontSize: 40, marginTop: 36, color: PRICE }}>{text.phone}</div>
    </div>,
    { ...SHARE_IMAGE_SIZE, fonts: await fonts() },
  );
}

/** A vehicle's card: its first photo with its name and price over it. */
export async function vehicleShareImage(vehicle: {
  photo: Buffer | null;
  name: string;
  priceLabel: string;
  price: string;
  siteName: string;
}) {
  // The image renderer reads JPEG and PNG, not the WebP photos are stored in. Re-encoded in its turn, as uploads
  // are: a crawler asking for many cards at once waits, or gets ImageWorkBusy, and stalls no upload.
  const photo = vehicle.photo;
  const background =
    photo &&
    (await withImageTurn(() =>
      sharp(photo)
        .resize(SHARE_IMAGE_SIZE.width, SHARE_IMAGE_SIZE.height, { fit: "cover" })
        .jpeg({ quality: 82 })
        .toBuffer(),
    ));
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        position: "relative",
        backgroundColor: BRAND,
        fontFamily: "Noto Sans JP",
      }}
    >
      {background && (
        // eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, not shown on a page
        <img
          src={`data:image/jpeg;base64,${background.toString("base64")}`}
          width={SHARE_IMAGE_SIZE.width}
          height={SHARE_IMAGE_SIZE.height}
          alt=""
          style={{ position: "absolute", top: 0, left: 0 }}
        />
      )}
      <div
        style={{
          position: "absolute",
          left: 0,
          right: 0,
          bottom: 0,
          display: "flex",
          flexDirection: "column",
          padding: "28px 48px",
          backgroundColor: "rgba(6, 56, 102, 0.9)",
          color: "white",
        }}
      >
        <div style={{ fontSize: 46 }}>{vehicle.name}</div>
        <div style={{ display: "flex", alignItems: "flex-end", marginTop: 4 }}>
          <span style={{ fontSize: 30, marginRight: 20, marginBottom: 12 }}>{vehicle.priceLabel}</span>
          <span style={{ fontSize: 68, color: PRICE }}>{vehicle.price}</span>
        </div>
        <div style={{ fontSize: 26, opacity: 0.9 }}>{vehicle.siteName}</div>
      </div>
    </div>,
    { ...SHARE_IMAGE_SIZE, fonts: await fonts() },
  );
}

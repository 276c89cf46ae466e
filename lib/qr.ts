import "server-only";
import QRCode from "qrcode";

/** A QR code (as an SVG data URL) that opens `url` on a phone held over the print-out. */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, {
    type: "svg",
    margin: 0,
    errorCorrectionLevel: "M",
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

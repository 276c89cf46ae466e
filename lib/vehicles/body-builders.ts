// Who built a body or its tail lift (架装メーカー, パワーゲートのメーカー): staff type the name as it reads in Japanese
// into a free-text field, and an English page shows the maker's own English name where it is one the trade knows.
// A name not listed shows as typed.
import type { Locale } from "@/lib/i18n/locales";

const ENGLISH_NAMES: Record<string, string> = {
  日本フルハーフ: "Nippon Fruehauf",
  トランテックス: "Trantechs",
  日本トレクス: "Nippon Trex",
  パブコ: "PABCO",
  東プレ: "Topre",
  極東開発工業: "Kyokuto Kaihatsu Kogyo",
  新明和工業: "ShinMaywa",
  花見台自動車: "Hanamidai",
  矢野特殊自動車: "Yano",
  浜名ワークス: "Hamana Works",
};

// The company form staff may type with the name or leave off: 株式会社, (株), ㈱.
const COMPANY_FORM = /株式会社|[(（]株[)）]|㈱|\s/g;

/** A body or tail-lift maker's name in the reader's language. */
export function builderName(typed: string, locale: Locale): string {
  if (locale === "ja") return typed;
  return ENGLISH_NAMES[typed.replace(COMPANY_FORM, "")] ?? typed;
}

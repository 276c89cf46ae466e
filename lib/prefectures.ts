// The 47 prefectures in their JIS X 0401 order, as the request forms offer them (where a vehicle to assess
// stands, or where a buyer registers and takes delivery), with a choice for a visitor outside Japan.
import type { Locale } from "./i18n/locales";

const NAMES = [
  ["北海道", "Hokkaido"],
  ["青森県", "Aomori"],
  ["岩手県", "Iwate"],
  ["宮城県", "Miyagi"],
  ["秋田県", "Akita"],
  ["山形県", "Yamagata"],
  ["福島県", "Fukushima"],
  ["茨城県", "Ibaraki"],
  ["栃木県", "Tochigi"],
  ["群馬県", "Gunma"],
  ["埼玉県", "Saitama"],
  ["千葉県", "Chiba"],
  ["東京都", "Tokyo"],
  ["神奈川県", "Kanagawa"],
  ["新潟県", "Niigata"],
  ["富山県", "Toyama"],
  ["石川県", "Ishikawa"],
  ["福井県", "Fukui"],
  ["山梨県", "Yamanashi"],
  ["長野県", "Nagano"],
  ["岐阜県", "Gifu"],
  ["静岡県", "Shizuoka"],
  ["愛知県", "Aichi"],
  ["三重県", "Mie"],
  ["滋賀県", "Shiga"],
  ["京都府", "Kyoto"],
  ["大阪府", "Osaka"],
  ["兵庫県", "Hyogo"],
  ["奈良県", "Nara"],
  ["和歌山県", "Wakayama"],
  ["鳥取県", "Tottori"],
  ["島根県", "Shimane"],
  ["岡山県", "Okayama"],
  ["広島県", "Hiroshima"],
  ["山口県", "Yamaguchi"],
  ["徳島県", "Tokushima"],
  ["香川県", "Kagawa"],
  ["愛媛県", "Ehime"],
  ["高知県", "Kochi"],
  ["福岡県", "Fukuoka"],
  ["佐賀県", "Saga"],
  ["長崎県", "Nagasaki"],
  ["熊本県", "Kumamoto"],
  ["大分県", "Oita"],
  ["宮崎県", "Miyazaki"],
  ["鹿児島県", "Kagoshima"],
  ["沖縄県", "Okinawa"],
] as const;

export const OUTSIDE_JAPAN = "abroad";

/** What the form sends: a two-digit prefecture code ("23" is Aichi), or "abroad". */
export const PREFECTURE_VALUES: [string, ...string[]] = [
  OUTSIDE_JAPAN,
  ...NAMES.map((_, index) => String(index + 1).padStart(2, "0")),
];

/**
 * The choices in the order each reader looks for theirs: a Japanese form lists the prefectures first and 海外 last;
 * an English form, read mostly from abroad, offers "Outside Japan" first rather than as the 48th choice.
 */
export function prefectureChoices(locale: Locale): string[] {
  const prefectures = PREFECTURE_VALUES.filter((value) => value !== OUTSIDE_JAPAN);
  return locale === "ja" ? [...prefectures, OUTSIDE_JAPAN] : [OUTSIDE_JAPAN, ...prefectures];
}

/** A prefecture's name in the reader's language; "abroad" and unknown values have none (the form labels them). */
export function prefectureName(value: string, locale: Locale): string | null {
  const names = NAMES[Number(value) - 1];
  return /^\d{2}$/.test(value) && names ? names[locale === "ja" ? 0 : 1] : null;
}

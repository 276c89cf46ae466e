// The company's own facts, shown in the header, footer, company page, the 特定商取引法 disclosure and
// structured data. All of them are demo data: a dealer replaces this file's values once, and every page follows.
import type { Locale } from "./i18n/locales";
import { nameIn } from "./i18n/bilingual";
export const company = {
  nameJa: "東邦トラック販売株式会社",
  nameEn: "Toho Truck Sales Co., Ltd.",
  phone: "0120-555-860",
  phoneE164: "+81120555860",
  email: "info@toho-truck.example",
  representative: { ja: "代表取締役 山本 健一", en: "Kenichi Yamamoto, Representative Director" },
  /** The person answerable for the site and its sales (特定商取引法の運営責任者). */
  responsibleManager: { ja: "営業部長 佐藤 誠", en: "Makoto Sato, Sales Manager" },
  established: { year: 1998, month: 4 },
  capitalYen: 30_000_000,
  employees: 42,
  /** 古物営業法: every used-goods dealer shows its permit, the commission that issued it and its 12-digit number. */
  antiqueDealerPermit: {
    authority: { ja: "愛知県公安委員会", en: "Aichi Prefectural Public Safety Commission" },
    number: "541020123456",
  },
  /** 適格請求書発行事業者登録番号 (qualified invoice issuer): T and 13 digits. */
  invoiceRegistrationNumber: "T1180001234567",
  /** Where customers transfer what a 請求書 asks (demo data, like the rest of this file). */
  bankAccount: {
    ja: "三菱UFJ銀行 名古屋営業部 普通預金 1234567 トウホウトラツクハンバイ（カ",
    en: "MUFG Bank, Nagoya Main Office, ordinary account 1234567, Toho Truck Sales Co., Ltd. (SWIFT BOTKJPJT)",
  },
  /** The 認証工場 (certified repair shop) the company's 車検 and servicing are done in. */
  certifiedWorkshop: {
    ja: "中部運輸局長認証 第3-1234号",
    en: "Chubu District Transport Bureau certified workshop No. 3-1234",
  },
  memberships: [
    { ja: "一般社団法人 日本中古自動車販売協会連合会（JU）", en: "Japan Used Motor Vehicle Dealers Association (JU)" },
    { ja: "一般社団法人 自動車公正取引協議会", en: "Automobile Fair Trade Council" },
  ],
  offices: [
    {
      id: "headquarters",
      postalCode: "455-0027",
      address: {
        ja: { region: "愛知県", locality: "名古屋市港区", street: "船見町1-39" },
        en: { region: "Aichi", locality: "Minato-ku, Nagoya", street: "1-39 Funami-cho" },
      },
      phone: "052-000-8600",
      fax: "052-000-8601",
    },
    {
      id: "branch",
      postalCode: "592-8331",
      address: {
        ja: { region: "大阪府", locality: "堺市西区", street: "築港新町2-5" },
        en: { region: "Osaka", locality: "Nishi-ku, Sakai", street: "2-5 Chikko-shinmachi" },
      },
      phone: "072-000-8600",
      fax: "072-000-8601",
    },
  ],
} as const;

/** The head office: where vehicles are registered and delivered for 支払総額, and the address mail is signed with. */
export const headOffice = company.offices[0];

/** The account a 請求書 asks customers to transfer to, as written in `locale`. */
export function bankAccount(locale: Locale): string {
  return company.bankAccount[locale];
}

/** The company's name as written in each language. */
export function companyName(locale: Locale): string {
  return nameIn(locale, company);
}

export type OfficeId = (typeof company.offices)[number]["id"];
export type Office = (typeof company.offices)[number];

/** The offices' ids, which are also the yards a vehicle can stand at (vehicles.yard). */
export const OFFICE_IDS = company.offices.map((office) => office.id) as [OfficeId, ...OfficeId[]];

/** The office whose yard a vehicle stands at; the head office for a value no office has (never stored by the form). */
export function yardOffice(yard: string): Office {
  return company.offices.find((office) => office.id === yard) ?? headOffice;
}

/** A Google Maps search for an office, by its Japanese address, which the map finds most surely. */
export function officeMapUrl(office: Office): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(officeAddress(office, "ja"))}`;
}

/** An office's address as written in each language: Japanese from the prefecture down, English the other way. */
export function officeAddress(office: Office, locale: Locale): string {
  const { region, locality, street } = office.address[locale];
  return locale === "ja" ? `${region}${locality}${street}` : `${street}, ${locality}, ${region}`;
}

/**
 * An office's full postal address: 〒455-0027 愛知県… in Japanese; "1-39 Funami-cho, …, Aichi 455-0027, Japan" in English.
 */
export function postalAddress(office: Office, locale: Locale): string {
  return locale === "ja"
    ? `〒${office.postalCode} ${officeAddress(office, locale)}`
    : `${officeAddress(office, locale)} ${office.postalCode}, Japan`;
}

/** An office's number as the reader dials it: as written in Japan, with +81 from abroad. */
export function officePhone(office: Office, locale: Locale): string {
  return locale === "ja" ? office.phone : dialledFromAbroad(office.phone);
}

/** The values of the 古物商許可 line ("{authority} 第{number}号") in each language. */
export function permitValues(locale: Locale): { authority: string; number: string } {
  return { authority: company.antiqueDealerPermit.authority[locale], number: company.antiqueDealerPermit.number };
}

/** A Japanese number as dialled from abroad: 052-000-8600 → +81 52-000-8600 (a 0120 number cannot be). */
export function dialledFromAbroad(phone: string): string {
  return `+81 ${phone.replace(/^0/, "")}`;
}

/**
 * The number the site gives callers: the free 0120 line in Japanese; in English the head office as dialled
 * from abroad, since a 0120 number cannot be reached from outside Japan.
 */
export function publicPhone(locale: Locale): { number: string; href: string } {
  if (locale === "ja") return { number: company.phone, href: `tel:${company.phoneE164}` };
  const number = dialledFromAbroad(headOffice.phone);
  return { number, href: `tel:${number.replace(/[\s-]/g, "")}` };
}

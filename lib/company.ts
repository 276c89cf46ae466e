// The company's own facts, shown in the header, footer, company page and structured data.
import type { Locale } from "./i18n/locales";
export const company = {
  nameJa: "東邦トラック販売株式会社",
  nameEn: "Toho Truck Sales Co., Ltd.",
  phone: "0120-555-860",
  phoneE164: "+81120555860",
  email: "info@toho-truck.example",
  offices: [
    {
      id: "headquarters",
      postalCode: "455-0027",
      address: {
        ja: { region: "愛知県", locality: "名古屋市港区", street: "船見町1-39" },
        en: { region: "Aichi", locality: "Minato-ku, Nagoya", street: "1-39 Funami-cho" },
      },
      phone: "052-000-8600",
    },
    {
      id: "branch",
      postalCode: "592-8331",
      address: {
        ja: { region: "大阪府", locality: "堺市西区", street: "築港新町2-5" },
        en: { region: "Osaka", locality: "Nishi-ku, Sakai", street: "2-5 Chikko-shinmachi" },
      },
      phone: "072-000-8600",
    },
  ],
} as const;

/** The company's name as written in each language. */
export function companyName(locale: Locale): string {
  return locale === "ja" ? company.nameJa : company.nameEn;
}

export type OfficeId = (typeof company.offices)[number]["id"];
export type Office = (typeof company.offices)[number];

/** An office's address as written in each language: Japanese from the prefecture down, English the other way. */
export function officeAddress(office: Office, locale: Locale): string {
  const { region, locality, street } = office.address[locale];
  return locale === "ja" ? `${region}${locality}${street}` : `${street}, ${locality}, ${region}`;
}

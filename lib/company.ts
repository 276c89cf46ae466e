// The company's own facts, shown in the header, footer, company page and structured data.
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
      addressJa: "愛知県名古屋市港区船見町1-39",
      addressEn: "1-39 Funami-cho, Minato-ku, Nagoya, Aichi",
      phone: "052-000-8600",
    },
    {
      id: "branch",
      postalCode: "592-8331",
      addressJa: "大阪府堺市西区築港新町2-5",
      addressEn: "2-5 Chikko-shinmachi, Nishi-ku, Sakai, Osaka",
      phone: "072-000-8600",
    },
  ],
} as const;

export type OfficeId = (typeof company.offices)[number]["id"];

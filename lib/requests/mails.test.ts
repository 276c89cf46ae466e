import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { PHONE_HOURS } from "@/lib/business/hours";
import { mailSignature } from "@/lib/mail/signature";
import { composeRequestMails } from "./mails";

const fields = {
  lastName: "山田",
  firstName: "太郎",
  nameKana: "ヤマダ タロウ",
  prefecture: "23",
  companyName: "",
  email: "taro@example.jp",
  phone: "09012345678",
  vehicleName: "日野 レンジャー",
  contactMethod: "line" as const,
  message: "<script>alert(1)</script>\n年式は2018年です。",
};

const STATUS_TOKEN = "x".repeat(43);

function mails(
  locale: "ja" | "en",
  vehicles?: { name: string; price: string; url: string }[],
  sent: Partial<typeof fields> = {},
  vehicleDetails?: Parameters<typeof composeRequestMails>[1]["vehicleDetails"],
) {
  const messages = locale === "ja" ? jp : en;
  const t = createTranslator({ locale, messages, namespace: "mail" });
  return composeRequestMails(t, {
    n: 10042,
    statusUrl: `https://toho-truck.example/${locale === "ja" ? "jp" : "en"}/requests/${STATUS_TOKEN}`,
    typeLabel: messages.form.requestTypes.assessment,
    contactMethodLabel: messages.form.contactMethods.line,
    fields: { ...fields, ...sent },
    vehicles,
    vehicleDetails,
    staffEmail: "staff@toho-truck.example",
    companyName: locale === "ja" ? "東邦トラック販売株式会社" : "Toho Truck Sales Co., Ltd.",
    phone: "0120-555-860",
    hours: PHONE_HOURS,
    signature: mailSignature(locale, "https://toho-truck.example/jp"),
    prefectureLabel: "愛知県",
  });
}

describe("request mails", () => {
  it("tell staff everything the customer sent, in the request's language", () => {
    const [staff] = mails("ja");
    expect(staff).toMatchObject({
      audience: "staff",
      kind: "requestNotice",
      toAddress: "staff@toho-truck.example",
      subject: "【無料査定のお申し込み】新しいお問い合わせ 受付番号 10042",
    });
    for (const part of [
      "受付番号: 10042",
      "お名前: 山田 太郎\nフリガナ: ヤマダ タロウ",
      "会社名: （なし）\n都道府県: 愛知県",
      "電話番号: 090-1234-5678",
      "車両名: 日野 レンジャー",
      "ご希望の連絡方法: LINE",
      "<script>alert(1)</script>\n年式は2018年です。",
    ]) {
      expect(staff.text).toContain(part);
    }
  });

  it("write the phone as staff dial it: at home as in Japan, from abroad with its country code", () => {
    expect(mails("en", undefined, { phone: "+254712345678", prefecture: "abroad" })[0].text).toContain(
      "Phone: +254 712 345678",
    );
  });

  it("thank the customer with their number, in English for an English request", () => {
    const [, customer] = mails("en");
    expect(customer).toMatchObject({
      audience: "customer",
      kind: "acknowledgement",
      toAddress: "taro@example.jp",
      subject: "We have received your request (no. 10042)",
    });
    expect(customer.text).toMatch(/^Thank you for contacting Toho Truck Sales Co., Ltd\./);
    expect(customer.text).toContain("Request no.: 10042");
    expect(customer.text).toContain("0120-555-860");
  });

  it("give the customer, and only the customer, the link to the request's status page in their language", () => {
    const [staffJa, customerJa] = mails("ja");
    expect(customerJa.text).toContain(
      `お客様専用ページでいつでもご確認いただけます（他の方と共有しないでください）。\nhttps://toho-truck.example/jp/requests/${STATUS_TOKEN}\n`,
    );
    expect(mails("en")[1].text).toContain(
      `(please do not share this link):\nhttps://toho-truck.example/en/requests/${STATUS_TOKEN}\n`,
    );
    expect(staffJa.text).not.toContain(STATUS_TOKEN);
  });

  it("sign the customer's mail with the company's signature, and not the staff notice", () => {
    const [staff, customer] = mails("ja");
    expect(customer.text.endsWith(`\n\n${mailSignature("ja", "https://toho-truck.example/jp")}\n`)).toBe(true);
    expect(staff.text).not.toContain("TEL 0120-555-860");
  });

  it("send the unverified address nothing the visitor wrote: no name, message, phone or vehicle name", () => {
    for (const locale of ["ja", "en"] as const) {
      const [, customer] = mails(locale);
      for (const typed of ["山田", "太郎", "ヤマダ", "09012345678", "日野 レンジャー", "<script>", "年式は2018年"])
        expect(customer.text).not.toContain(typed);
    }
    expect(mails("ja")[1].text).toContain("受付番号: 10042\n種類: 無料査定のお申し込み\n");
  });

  it("tell both the seller's vehicle, the customer without the model they typed", () => {
    const details = {
      heading: { staff: "売却・査定のお車", customer: "お車の情報" },
      rows: [
        { label: "メーカー", value: "日野", typed: false },
        { label: "車種", value: "<b>レンジャー</b>", typed: true },
        { label: "年式", value: "2018年（平成30年）", typed: false },
      ],
    };
    const [staff, customer] = mails("ja", undefined, { vehicleName: "" }, details);
    expect(staff.text).toContain(
      "【売却・査定のお車】\nメーカー: 日野\n車種: <b>レンジャー</b>\n年式: 2018年（平成30年）\n",
    );
    expect(staff.text).not.toContain("車両: なし");
    expect(customer.text).toContain("【お車の情報】\nメーカー: 日野\n年式: 2018年（平成30年）");
    expect(customer.text).not.toContain("レンジャー");
  });

  it("name a vehicle order's price and page as the customer saw them", () => {
    // For a vehicle order the vehicle-name line is the database's (lib/requests/orders.ts), so the customer gets it
    // too.
    const [staff, customer] = mails("ja", [
      {
        name: "日野 レンジャー（管理番号 10085）",
        price: "385万円",
        url: "https://toho-truck.example/jp/sale/item/hino-ranger-2019-10085",
      },
    ]);
    for (const text of [staff.text, customer.text]) {
      expect(text).toContain(
        "車両名: 日野 レンジャー（管理番号 10085）\n掲載価格: 385万円\n車両ページ: https://toho-truck.example/jp/sale/item/hino-ranger-2019-10085",
      );
      expect(text).not.toContain("車両数");
    }
    expect(customer.text).not.toContain("年式は2018年");
    expect(mails("ja")[0].text).not.toContain("掲載価格");
  });

  it("list every vehicle of a request about several, with its inquiry number, to staff and the customer", () => {
    const vehicles = [
      { name: "いすゞ エルフ（管理番号 10012）", price: "298万円", url: "https://toho-truck.example/jp/sale/item/a" },
      {
        name: "日野 デュトロ（管理番号 10034）",
        price: "価格はお問い合わせください",
        url: "https://toho-truck.example/jp/sale/item/b",
      },
    ];
    const [staff, customer] = mails("ja", vehicles);
    for (const text of [staff.text, customer.text]) {
      expect(text).toContain(
        [
          "車両数: 2台",
          "",
          "車両名: いすゞ エルフ（管理番号 10012）",
          "掲載価格: 298万円",
          "車両ページ: https://toho-truck.example/jp/sale/item/a",
          "",
          "車両名: 日野 デュトロ（管理番号 10034）",
          "掲載価格: 価格はお問い合わせください",
          "車両ページ: https://toho-truck.example/jp/sale/item/b",
        ].join("\n"),
      );
    }
    expect(mails("en", vehicles)[0].text).toContain("Vehicles: 2\n");
  });
});

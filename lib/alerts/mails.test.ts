import { describe, expect, it } from "vitest";
import { mailSignature } from "@/lib/mail/signature";
import { composeAlertMail, composeConfirmationMail, describeSearch } from "./mails";
import { listHeaders } from "@/lib/mail/transport";
import { parseCatalogueParams } from "@/lib/catalogue/params";

const links = {
  unsubscribeUrl: "https://site.example/api/alerts/unsubscribe?token=T",
  siteUrl: "https://site.example/jp",
};

describe("saved-search mails", () => {
  it("names a search in words, in the order the catalogue's form asks it", () => {
    const {
      maker: _m,
      loadClass: _l,
      words: _w,
      sort: _s,
      page: _p,
      ...search
    } = parseCatalogueParams({
      licence: "chugata",
      towing: "1",
      q: "4t",
      priceMax: "800",
      yearMin: "2014",
      loadMin: "2000",
      loadMax: "4000",
      mileageMax: "200000",
      transmission: "mt",
      yard: "branch",
      craneStagesMin: "4",
      craneCapacityMin: "2900",
      powerGate: "vertical",
      noRepair: "1",
    });
    expect(describeSearch("ja", { kind: "sale", category: "クレーン", maker: "日野", search })).toEqual([
      "販売車両",
      "ボディタイプ：クレーン",
      "メーカー：日野",
      "運転できる免許：中型免許",
      "牽引免許あり",
      "フリーワード：「4t」",
      "支払総額（税込）：800万円以下",
      "年式：2014年以上",
      "走行距離：20万km以下",
      "最大積載量：2t〜4t",
      "ミッション：MT",
      "保管場所：大阪支店",
      "クレーン段数：4段以上",
      "吊り上げ能力：2.9t以上",
      "パワーゲート：垂直式",
      "修復歴なし",
    ]);
    expect(describeSearch("en", { kind: "sale", search: { ...search, q: "", licence: undefined } })).toContain(
      "Total price (incl. tax): up to ¥8,000,000",
    );
    expect(describeSearch("en", { kind: "sale", search: { ...search, reeferTempMax: -30 } })).toContain(
      "Reefer temperature: -30 °C or colder",
    );
    expect(describeSearch("en", { kind: "purchase" })).toEqual(["Trucks we buy"]);
  });

  it("asks to confirm with the link alone: nothing the visitor typed", () => {
    const mail = composeConfirmationMail("en", {
      email: "a@example.jp",
      kind: "sale",
      confirmUrl: "https://site.example/en/alerts/confirm?token=T",
      ...links,
    });
    expect(mail.subject).toContain("confirm");
    expect(mail.text).toContain("https://site.example/en/alerts/confirm?token=T");
    expect(mail.text).toContain("listed by Toho Truck Sales Co., Ltd. (Trucks for sale)");
    expect(mail.unsubscribeUrl).toBe(links.unsubscribeUrl);
  });

  it("lists the first trucks with 支払総額 and links, and counts the rest", () => {
    const vehicles = [
      {
        kind: "sale" as const,
        name: "日野 レンジャー",
        priceTotalYen: 4_500_000,
        url: "https://site.example/jp/sale/item/a",
      },
      { kind: "sale" as const, name: "いすゞ エルフ", priceTotalYen: null, url: "https://site.example/jp/sale/item/b" },
    ];
    const mail = composeAlertMail("ja", {
      email: "a@example.jp",
      conditions: ["販売車両", "メーカー：日野"],
      vehicles,
      total: 12,
      searchUrl: "https://site.example/jp/sale?maker=hino",
      unsubscribeUrl: "https://site.example/jp/alerts/unsubscribe?token=T",
      siteUrl: links.siteUrl,
    });
    expect(mail.subject).toContain("12台");
    expect(mail.text).toContain("■ 日野 レンジャー\n支払総額（税込） 450万円\nhttps://site.example/jp/sale/item/a");
    expect(mail.text).toContain("価格はお問い合わせください");
    expect(mail.text).toContain("ほか10台");
    expect(mail.text).toContain("検索条件：販売車両／メーカー：日野");
    expect(mail.text).toContain("https://site.example/jp/alerts/unsubscribe?token=T");
    expect(mail.text.endsWith(`\n\n${mailSignature("ja", links.siteUrl)}\n`)).toBe(true);
  });

  it("carries RFC 8058 one-click headers when the mail has an unsubscribe address", () => {
    expect(listHeaders({ to: "a@example.jp", subject: "s", text: "t", unsubscribeUrl: links.unsubscribeUrl })).toEqual({
      "List-Unsubscribe": `<${links.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(listHeaders({ to: "a@example.jp", subject: "s", text: "t" })).toBeUndefined();
  });
});

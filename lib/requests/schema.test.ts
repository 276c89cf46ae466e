import { describe, expect, it } from "vitest";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { contactSchema, normalizeKana, vehicleOrderSchema } from "./schema";
import { fieldErrorsOf } from "@/lib/actions/result";
import { auctionVehicleFromQuery, contactTypeFromRoute } from "./contact-path";
import { routes } from "@/lib/routes";
import { AUCTION_PAGE_PLANS, auctionVehicleOfPage } from "@/lib/auction/fees";
import { CONTACT_TYPES } from "./types";

const valid = {
  locale: "ja",
  lastName: "山田",
  firstName: "太郎",
  nameKana: "ヤマダ タロウ",
  prefecture: "23",
  privacyConsent: "on",
  companyName: "",
  email: "taro@example.jp",
  phone: "０９０－１２３４－５６７８",
  vehicleName: "いすゞ エルフ",
  contactMethod: "phone",
  message: "見積もりをお願いします。",
  idempotencyKey: "6f1c1c52-5a51-4a43-9d55-1a5b2b1d9e11",
};

describe("vehicleOrderSchema", () => {
  it("accepts a natural request and normalises the phone", () => {
    const parsed = vehicleOrderSchema.parse(valid);
    expect(parsed.phone).toBe("09012345678");
    expect(parsed.companyName).toBe("");
  });

  it("names the rule each bad field broke", () => {
    const result = vehicleOrderSchema.safeParse({
      ...valid,
      lastName: " ",
      email: "taro@",
      phone: "090-12",
      contactMethod: "fax",
      message: "x".repeat(2001),
      idempotencyKey: "1",
    });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      lastName: { code: "required" },
      email: { code: "email" },
      phone: { code: "phoneDigits" },
      contactMethod: { code: "chooseOne" },
      message: { code: "maxLength", value: 2000 },
      idempotencyKey: { code: "invalidFormat" },
    });
  });

  it("refuses control characters, which no one types and the database cannot always store", () => {
    const result = vehicleOrderSchema.safeParse({
      ...valid,
      vehicleName: "日野\u0000",
      message: "査定希望\u0007\r\n以上",
    });
    expect(fieldErrorsOf(result.error!)).toEqual({
      vehicleName: { code: "controlCharacter" },
      message: { code: "controlCharacter" },
    });
    expect(vehicleOrderSchema.safeParse({ ...valid, message: "一行目\r\n\t二行目" }).success).toBe(true);
  });

  it("keeps a one-line field on one line", () => {
    const result = vehicleOrderSchema.safeParse({ ...valid, vehicleName: "日野\r\nレンジャー" });
    expect(fieldErrorsOf(result.error!)).toEqual({ vehicleName: { code: "lineBreak" } });
    const tab = vehicleOrderSchema.safeParse({ ...valid, vehicleName: "日野\tレンジャー" });
    expect(fieldErrorsOf(tab.error!)).toEqual({ vehicleName: { code: "controlCharacter" } });
  });

  it("refuses letters in a phone number and a number not starting with 0", () => {
    expect(fieldErrorsOf(vehicleOrderSchema.safeParse({ ...valid, phone: "090-abcd-5678" }).error!).phone).toEqual({
      code: "phoneCharacters",
    });
    expect(fieldErrorsOf(vehicleOrderSchema.safeParse({ ...valid, phone: "9012345678" }).error!).phone).toEqual({
      code: "phoneFormat",
    });
  });

  it("reads the phone against the prefecture: outside Japan a number needs its country code", () => {
    const abroad = { ...valid, prefecture: "abroad" };
    expect(vehicleOrderSchema.parse({ ...abroad, phone: "+254 712 345 678" }).phone).toBe("+254712345678");
    expect(vehicleOrderSchema.parse({ ...abroad, phone: "254712345678" }).phone).toBe("+254712345678");
    expect(vehicleOrderSchema.parse({ ...valid, phone: "+254 712 345 678" }).phone).toBe("+254712345678");
    expect(vehicleOrderSchema.parse({ ...valid, phone: "+81 90-1234-5678" }).phone).toBe("09012345678");
    expect(fieldErrorsOf(vehicleOrderSchema.safeParse({ ...abroad, phone: "0712345678" }).error!)).toEqual({
      phone: { code: "phoneCountryCode" },
    });
    expect(fieldErrorsOf(vehicleOrderSchema.safeParse({ ...valid, phone: "254712345678" }).error!)).toEqual({
      phone: { code: "phoneDigits" },
    });
  });

  it("says what is wrong with the phone while other fields are wrong too, and asks for it once when empty", () => {
    expect(fieldErrorsOf(vehicleOrderSchema.safeParse({ ...valid, lastName: "", phone: "+254 12" }).error!)).toEqual({
      lastName: { code: "required" },
      phone: { code: "phoneInvalid" },
    });
    expect(fieldErrorsOf(vehicleOrderSchema.safeParse({ ...valid, phone: " " }).error!)).toEqual({
      phone: { code: "required" },
    });
  });

  it("takes any text a customer would type in the message", () => {
    for (const message of ["<script>alert(1)</script>", '100% 値引き？ O\'Reilly "quote" 🚚', "改行\nあり"]) {
      expect(vehicleOrderSchema.parse({ ...valid, message }).message).toBe(message);
    }
  });
});

describe("contactSchema", () => {
  const contact = { ...valid, type: "purchase", maker: "1", bodyType: "3" };

  it("accepts each request type and a company name with the characters companies use", () => {
    for (const type of CONTACT_TYPES) expect(contactSchema.parse({ ...contact, type }).type).toBe(type);
    expect(contactSchema.parse({ ...contact, companyName: "株式会社A&B・トラック（名古屋）" }).companyName).toBe(
      "株式会社A&B・トラック（名古屋）",
    );
  });

  it.each([
    { type: "sale", needed: true },
    { type: "purchase", needed: false },
    { type: "assessment", needed: false },
    { type: "auction", needed: false },
    { type: "general", needed: true },
  ])("needs a message for $type only where no vehicle's fields say what it is about: $needed", ({ type, needed }) => {
    const result = contactSchema.safeParse({ ...contact, type, message: "" });
    expect(result.success ? undefined : fieldErrorsOf(result.error).message).toEqual(
      needed ? { code: "required" } : undefined,
    );
  });

  it("takes a general question (陸送, 架装) as its own type, with the vehicle's name if the visitor gives one", () => {
    const question = { ...contact, type: "general", message: "名古屋から福岡までの陸送をお願いできますか。" };
    const parsed = contactSchema.parse(question);
    expect(parsed).toMatchObject({ type: "general", vehicleName: "いすゞ エルフ", vehicleDetails: null });
    expect(contactSchema.parse({ ...question, vehicleName: "" }).vehicleName).toBe("");
  });

  it("needs a type the visitor chose and a message", () => {
    expect(fieldErrorsOf(contactSchema.safeParse({ ...contact, type: "", message: "  \n " }).error!)).toEqual({
      type: { code: "chooseOne" },
      message: { code: "required" },
    });
    expect(fieldErrorsOf(contactSchema.safeParse({ ...contact, type: "vehicle" }).error!).type).toEqual({
      code: "chooseOne",
    });
  });

  it("refuses markup and control characters in names", () => {
    const errors = fieldErrorsOf(
      contactSchema.safeParse({ ...contact, lastName: "<b>山田</b>", firstName: "太\u0000郎", companyName: "{{x}}" })
        .error!,
    );
    expect(errors).toEqual({
      lastName: { code: "excludedCharacter" },
      firstName: { code: "excludedCharacter" },
      companyName: { code: "excludedCharacter" },
    });
  });

  it("caps every free-text field", () => {
    const errors = fieldErrorsOf(
      contactSchema.safeParse({
        ...contact,
        lastName: "あ".repeat(51),
        companyName: "a".repeat(101),
        email: `${"a".repeat(250)}@x.jp`,
        vehicleName: "x".repeat(101),
        phone: "090123456789",
      }).error!,
    );
    expect(errors).toEqual({
      lastName: { code: "maxLength", value: 50 },
      companyName: { code: "maxLength", value: 100 },
      email: { code: "maxLength", value: 254 },
      vehicleName: { code: "maxLength", value: 100 },
      phone: { code: "phoneDigits" },
    });
  });
});

describe("フリガナ, prefecture and consent", () => {
  it("reads フリガナ typed in hiragana, half-width katakana or with full-width spaces as katakana", () => {
    expect(normalizeKana("やまだ　たろう")).toBe("ヤマダ タロウ");
    expect(normalizeKana("ﾔﾏﾀﾞ ﾀﾛｳ")).toBe("ヤマダ タロウ");
    expect(vehicleOrderSchema.parse({ ...valid, nameKana: " さとう  けんいち " }).nameKana).toBe("サトウ ケンイチ");
  });

  it("refuses フリガナ that is not kana, and asks for it on the Japanese form only", () => {
    for (const nameKana of ["山田 太郎", "Yamada", "ヤマダ1"])
      expect(fieldErrorsOf(vehicleOrderSchema.safeParse({ ...valid, nameKana }).error!).nameKana).toEqual({
        code: "katakana",
      });
    expect(fieldErrorsOf(vehicleOrderSchema.safeParse({ ...valid, nameKana: "" }).error!)).toEqual({
      nameKana: { code: "required" },
    });
    expect(vehicleOrderSchema.safeParse({ ...valid, locale: "en", nameKana: "" }).success).toBe(true);
  });

  it("asks for フリガナ with every other empty field of the first try, not only once the rest is right", () => {
    const empty = {
      ...Object.fromEntries(Object.keys(valid).map((name) => [name, ""])),
      locale: "ja",
      contactMethod: "phone",
      idempotencyKey: valid.idempotencyKey,
      type: "",
    };
    expect(Object.keys(fieldErrorsOf(contactSchema.safeParse(empty).error!)).sort()).toEqual(
      ["email", "firstName", "lastName", "message", "nameKana", "phone", "prefecture", "privacyConsent", "type"].sort(),
    );
    expect(fieldErrorsOf(vehicleOrderSchema.safeParse({ ...empty, locale: "en" }).error!)).not.toHaveProperty(
      "nameKana",
    );
  });

  it("tells the visitor what the rule takes: the hint and the refusal both name hiragana as well as katakana", () => {
    expect(vehicleOrderSchema.safeParse({ ...valid, nameKana: "やまだ たろう" }).success).toBe(true);
    for (const text of [jp.form.nameKanaHint, jp.validation.katakana]) expect(text).toContain("ひらがな");
    expect(en.validation.katakana).toContain("hiragana");
  });

  it("asks where the vehicle or the buyer is: a prefecture or outside Japan", () => {
    expect(vehicleOrderSchema.safeParse({ ...valid, prefecture: "abroad", phone: "+254712345678" }).success).toBe(true);
    for (const prefecture of ["", "48", "Aichi"])
      expect(fieldErrorsOf(vehicleOrderSchema.safeParse({ ...valid, prefecture }).error!).prefecture).toEqual({
        code: "chooseOne",
      });
  });

  it("stores nothing without the privacy consent", () => {
    for (const privacyConsent of [undefined, "", "off"]) {
      expect(fieldErrorsOf(contactSchema.safeParse({ ...valid, type: "sale", privacyConsent }).error!)).toEqual({
        privacyConsent: { code: "privacyConsent" },
      });
    }
  });
});

describe("validation messages", () => {
  const codes = [
    ...Object.values(fieldErrorsOf(contactSchema.safeParse({}).error!)),
    ...Object.values(
      fieldErrorsOf(
        contactSchema.safeParse({
          ...valid,
          type: "x",
          email: "x",
          phone: "０９０－ＡＢＣＤ",
          lastName: "<",
          message: "x".repeat(2001),
          idempotencyKey: "1",
        }).error!,
      ),
    ),
    ...Object.values(
      fieldErrorsOf(
        contactSchema.safeParse({ ...valid, type: "sale", phone: "12345678901", firstName: "a".repeat(51) }).error!,
      ),
    ),
    ...Object.values(fieldErrorsOf(contactSchema.safeParse({ ...valid, type: "sale", phone: "090123" }).error!)),
    ...Object.values(
      fieldErrorsOf(contactSchema.safeParse({ ...valid, type: "sale", prefecture: "abroad", phone: "0712" }).error!),
    ),
    ...Object.values(
      fieldErrorsOf(contactSchema.safeParse({ ...valid, type: "sale", prefecture: "abroad", phone: "2547" }).error!),
    ),
    ...Object.values(
      fieldErrorsOf(
        contactSchema.safeParse({ ...valid, type: "sale", nameKana: "山田", privacyConsent: undefined }).error!,
      ),
    ),
  ];

  it("count a phone number in digits (桁), not characters", () => {
    expect(jp.validation.phoneDigits).toBe("電話番号は10桁または11桁の数字で入力してください。");
    for (const phone of ["090123", "090123456789"])
      expect(fieldErrorsOf(contactSchema.safeParse({ ...valid, type: "sale", phone }).error!).phone).toEqual({
        code: "phoneDigits",
      });
  });

  it("exist for every rule in both languages, with the limit filled in", () => {
    const keys = new Set(codes.map((error) => error!.code));
    expect([...keys].sort()).toEqual([
      "chooseOne",
      "email",
      "excludedCharacter",
      "invalidFormat",
      "katakana",
      "maxLength",
      "phoneCharacters",
      "phoneCountryCode",
      "phoneDigits",
      "phoneFormat",
      "phoneInvalid",
      "privacyConsent",
      "required",
    ]);
    for (const key of keys) {
      expect(jp.validation[key as keyof typeof jp.validation], key).toBeTruthy();
      expect(en.validation[key as keyof typeof en.validation], key).toBeTruthy();
    }
    expect(en.validation.maxLength).toContain("{value}");
    expect(jp.validation.maxLength).toContain("{value}");
  });

  it("cover the whole generic set the spec names", () => {
    for (const key of [
      "required",
      "email",
      "digitsOnly",
      "integer",
      "uppercase",
      "maxLength",
      "minLength",
      "exactLength",
      "excludedCharacter",
      "chooseOne",
      "invalidFormat",
    ]) {
      expect(jp.validation, key).toHaveProperty(key);
      expect(en.validation, key).toHaveProperty(key);
    }
  });
});

describe("contactTypeFromRoute", () => {
  it("reads the type from /contact/{type}, lets /contact choose and refuses the rest", () => {
    expect(contactTypeFromRoute(undefined)).toBeNull();
    expect(contactTypeFromRoute(["auction"])).toBe("auction");
    expect(contactTypeFromRoute(["vehicle"])).toBeUndefined();
    expect(contactTypeFromRoute(["sale", "x"])).toBeUndefined();
    expect(contactTypeFromRoute(["SALE"])).toBeUndefined();
  });
});

describe("auctionVehicleFromQuery", () => {
  it("reads the vehicle each auction page's link names, and nothing else", () => {
    for (const page of Object.keys(AUCTION_PAGE_PLANS) as (keyof typeof AUCTION_PAGE_PLANS)[]) {
      const link = new URL(routes.auctionRequest(auctionVehicleOfPage(page)), "https://example.jp");
      expect(auctionVehicleFromQuery(Object.fromEntries(link.searchParams))).toBe(
        page === "autoauction" ? "car" : "truck",
      );
    }
    expect(auctionVehicleFromQuery({ vehicle: ["car", "truck"] })).toBe("car");
    expect(auctionVehicleFromQuery({ vehicle: "boat" })).toBeNull();
    expect(auctionVehicleFromQuery({})).toBeNull();
  });
});

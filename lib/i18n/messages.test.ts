import { describe, expect, it } from "vitest";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

// Keys the languages phrase with different values, each for a reason; the code passes every value both use.
const PHRASED_APART: Record<string, { reason: string; passed: string[] }> = {
  "catalogue.count": {
    reason: "全56台中 1〜20台目を表示 names the range; the English keeps the spec's 'Showing {count} of {total}.'",
    passed: ["count", "total", "from", "to"],
  },
};

// The only texts both languages write alike: a dash, a brand, and the error title the specification names.
const WRITTEN_ALIKE = [
  "vehicle.unknown",
  "form.contactMethods.line",
  "errors.serverErrorTitle",
  "documents.minus",
  "admin.report.percent",
  "admin.report.none",
];

describe("messages", () => {
  const ja = flatten(jp as Tree);
  const english = flatten(en as Tree);

  it("carry the same keys in both languages", () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(english).sort());
  });

  it("have no empty text and the same placeholders in both languages", () => {
    for (const [key, text] of Object.entries(ja)) {
      expect(text.trim(), key).not.toBe("");
      expect(english[key].trim(), key).not.toBe("");
      // "{total}" or an ICU argument such as "{total, plural, one {# entry} other {# entries}}"; a language may
      // select on one argument more often than the other does.
      const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();
      const apart = PHRASED_APART[key];
      if (apart)
        for (const name of [...placeholders(english[key]), ...placeholders(text)])
          expect(apart.passed, `${key}: ${apart.reason}`).toContain(name);
      else expect(placeholders(english[key]), key).toEqual(placeholders(text));
    }
  });

  it("never leave Japanese copy as the English", () => {
    const copied = Object.keys(ja).filter((key) => ja[key] === english[key] && !WRITTEN_ALIKE.includes(key));
    expect(copied).toEqual([]);
  });
});

// A term staff and customers meet on many screens is one term, in both languages.
const GLOSSARY: Record<string, string> = {
  管理番号: "Stock no.",
  受付番号: "Request no.",
  商談中: "Under offer",
  売約済み: "Sold",
  諸費用: "Registration and fees",
  新着: "Just in",
};

describe("terminology", () => {
  const ja = Object.entries(flatten(jp as Tree));
  const english = flatten(en as Tree);

  it("translates each term of the glossary one way", () => {
    const terms = ja.filter(([, text]) => text in GLOSSARY);
    expect(new Set(terms.map(([, text]) => text))).toEqual(new Set(Object.keys(GLOSSARY)));
    for (const [key, text] of terms) expect(english[key], key).toBe(GLOSSARY[text]);
  });

  it("calls a stock number a stock number in English, whatever the sentence", () => {
    expect(Object.entries(english).filter(([, text]) => /inquiry (number|no)/i.test(text))).toEqual([]);
  });

  it("writes 受付 as a noun and 受け付け as a verb, 見積もり with its もり, and no お休み for closed days", () => {
    const wrong = ja.filter(([, text]) => /受け付け(?![まてらるたずな])|受付け|見積り|お休み/.test(text));
    expect(wrong).toEqual([]);
  });

  it("asks every delete question with the specification's sentence first, then names the record", () => {
    const questions = Object.entries(english).filter(([key]) => /^admin\.\w+\.confirmMessage$/.test(key));
    expect(questions.length).toBeGreaterThan(0);
    for (const [key, text] of questions) {
      expect(text, key).toMatch(/^Are you sure you want to delete\?\n.*\{name\}/);
      expect(Object.fromEntries(ja)[key], key).toMatch(/^削除してもよろしいですか？\n.*\{name\}/);
    }
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { RequestPhotoOutcome } from "./RequestPhotoOutcome";

afterEach(cleanup);

describe("a batch of photos' outcome on the status page", () => {
  it.each([
    ["ja", jp, "同じ写真がすでに届いているため、1枚は重ねて追加していません。"],
    ["en", en, "1 photo was already among those you sent, so not added again."],
  ] as const)("says a photo chosen twice is there already, not added (%s)", (locale, messages, said) => {
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <RequestPhotoOutcome outcome={{ added: 0, already: 1, refused: [], batch: null }} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId("request-photos-already").textContent).toBe(said);
    expect(screen.queryByTestId("request-photos-added")).toBeNull();
  });
});

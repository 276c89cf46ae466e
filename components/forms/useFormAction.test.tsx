import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import type { FormError } from "@/lib/actions/result";
import type { MessageNamespace } from "@/lib/i18n/keys";
import { useActionMessages } from "./useFormAction";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Said({ error, namespace }: { error: FormError; namespace?: MessageNamespace }) {
  return <p>{useActionMessages(namespace).formError(error)}</p>;
}

const say = (error: FormError, namespace?: MessageNamespace) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <Said error={error} namespace={namespace} />
    </NextIntlClientProvider>,
  );

describe("a form's message in words", () => {
  it.each<[FormError, MessageNamespace | undefined, string]>([
    [{ code: "inUse", value: 3 }, undefined, "3 vehicles use this entry"],
    [{ code: "busy", value: 5 }, undefined, "about 5 seconds"],
    [{ code: "slugTaken" }, "admin.data", en.admin.data.slugTaken],
    [{ code: "unavailableSome", value: "1024, 1031" }, "form", "1024, 1031"],
  ])("says %j in the form's own words first, then the shared ones", (error, namespace, words) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    say(error, namespace);
    expect(screen.getByText(words, { exact: false })).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
  });

  it("says a code it has no words for as the general message, and logs it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // What a server newer than the page could answer: not a code this build knows.
    say(JSON.parse('{ "code": "overQuota", "value": 2 }') as FormError);
    expect(screen.getByText(en.actions.saveFailed)).toBeTruthy();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0][0]).toContain("actions.unknownCode");
  });
});

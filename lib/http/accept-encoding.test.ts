import { describe, expect, it } from "vitest";
import { prefersGzip } from "./accept-encoding";

describe("prefersGzip", () => {
  it.each<[string | undefined, boolean]>([
    // As browsers and fetch send it.
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["gzip", true],
    // Nothing asked for, or nothing named: the page as it is.
    [undefined, false],
    ["", false],
    ["br", false],
    ["identity", false],
    // Codings are case-insensitive; x-gzip is gzip.
    ["GZIP", true],
    ["Gzip;Q=0.5", true],
    ["x-gzip", true],
    ["gzip, x-gzip;q=0", false],
    // q=0 is a refusal, at any number of decimals; the smallest weight above it is not.
    ["gzip;q=0", false],
    ["gzip;q=0.", false],
    ["gzip;q=0.000", false],
    ["gzip;q=0.001", true],
    ["gzip;q=1.000", true],
    // `*` stands for what is not named, and never overrides a coding that is.
    ["*", true],
    ["*;q=0", false],
    ["gzip;q=0, *;q=0.5", false],
    ["*;q=0.5, gzip;q=0", false],
    ["br, *;q=0", false],
    ["*;q=0.3, gzip", true],
    // No coding preferred over gzip wins; a tie goes to the smaller body.
    ["identity, gzip;q=0.5", false],
    ["*;q=0.8, gzip;q=0.5", false],
    ["gzip;q=0.5, identity;q=0.5", true],
    ["identity;q=0, gzip", true],
    ["identity;q=0, *;q=0", false],
    // Whitespace where the grammar allows it, and empty list elements.
    [" gzip ; q=0.5 ,\tbr", true],
    ["\tgzip\t", true],
    [",, gzip,", true],
    // An element that is not well formed is ignored.
    ["gzip;q=2", false],
    ["gzip;q=1.5", false],
    ["gzip;q=0.0001", false],
    ["gzip;q=", false],
    ["gzip;q=-1", false],
    ["gzip;level=9", false],
    ["gzip q=0.5", false],
    ["gzip;q=abc, *;q=0.5", true],
  ])("%j: %s", (header, gzip) => {
    expect(prefersGzip(header)).toBe(gzip);
  });
});

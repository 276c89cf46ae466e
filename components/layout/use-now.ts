"use client";

import { useSyncExternalStore } from "react";

const MINUTE = 60_000;
const subscribe = (onChange: () => void) => {
  const timer = setInterval(onChange, MINUTE / 4);
  return () => clearInterval(timer);
};

const toMinute = (time: number) => Math.floor(time / MINUTE) * MINUTE;

/**
 * The current time to the minute, kept up to date in the browser. While rendering on the server and
 * hydrating it is the instant the server rendered at (so what depends on it is in the HTML and nothing moves
 * when scripts start), or null when the caller cannot know it.
 */
export function useNow(renderedAt: number | null = null): number | null {
  return useSyncExternalStore(
    subscribe,
    () => toMinute(Date.now()),
    () => (renderedAt === null ? null : toMinute(renderedAt)),
  );
}

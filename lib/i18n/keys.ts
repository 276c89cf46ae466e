// Message keys as types (global.d.ts gives next-intl the shape of messages/jp.json). A key written in the code
// is checked by `tsc`; a key that only exists at run time, such as an action's error code, is checked here
// against the messages themselves before it is translated.
import type { MessageKeys, Messages, NamespaceKeys, NestedKeyOf } from "next-intl";

/** Every message: "nav.home", "admin.orders.statuses.new". */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** Every group of messages a translator can be made for: "actions", "admin.orders". */
export type MessageNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** Whether `key` names a message in `messages` (all of them, or the part a page sent to the browser). */
export function isMessageKey(messages: object, key: string): key is MessageKey {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || Array.isArray(node) || !Object.hasOwn(node, part)) return false;
    node = Reflect.get(node, part);
  }
  // The site's build compiles each message (next.config.ts): one with arguments becomes an array of parts.
  return typeof node === "string" || Array.isArray(node);
}

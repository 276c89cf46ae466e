"use server";

import { currentStaff } from "@/lib/auth/staff";
import { isSameOriginRequest } from "@/lib/http/origin";
import { renderMarkdown } from "@/lib/content/markdown";
import { LONGEST_MARKDOWN } from "@/lib/admin/fields";

/** The preview staff see beside Markdown text: the same rendering and sanitising as the public page. */
export async function previewMarkdown(source: string): Promise<string> {
  if (!(await isSameOriginRequest()) || !(await currentStaff()) || typeof source !== "string") return "";
  return renderMarkdown(source.slice(0, LONGEST_MARKDOWN));
}

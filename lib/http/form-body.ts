/**
 * Whether a form sent to a page can be read. Next fails on a multipart or urlencoded body it cannot parse
 * with a bare 500; the proxy answers 400 instead. Other bodies (a script's server action sends text) are
 * Next's to read, and it answers those itself.
 */
export async function isReadableFormBody(request: Request): Promise<boolean> {
  const type = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) return true;
  try {
    await request.clone().formData();
    return true;
  } catch {
    return false;
  }
}

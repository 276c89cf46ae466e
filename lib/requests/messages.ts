/** Splits a schema message code ("maxLength:50") into its translation key and value. */
export function parseErrorCode(code: string): { key: string; value?: string } {
  const [key, value] = code.split(":");
  return { key, value };
}

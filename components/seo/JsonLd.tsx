// Structured data for search engines. A data block, not a script: the browser never runs it, so it needs no
// nonce. "<" is escaped so that no text in the data (a title, a description) can close the element.
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}

/** What a form's action needs besides the input (the record, its version, the language), as hidden fields. */
export function HiddenFields({ values }: { values: Record<string, string | number | null | undefined> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value ?? ""} />
      ))}
    </>
  );
}

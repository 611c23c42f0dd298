/** Issues of a form that belong to none of its fields, above its buttons. */
export function FormIssues({ texts }: { texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <ul role="alert" className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/**
 * Hands React what the visitor typed into the prerendered home page before its scripts hydrated it (decision 0037).
 *
 * Hydration keeps the text a field shows, but the state behind it starts from the prerendered defaults: the figures
 * would not match the field, and the next render would put the default back. React notices a change only when a
 * field's value differs from the one its tracker last saw, and at hydration the tracker saw the typed text. So each
 * field that differs from its prerendered value is set back through its own setter (the tracker sees the default),
 * given the typed text through the prototype's setter (the tracker does not see it), and sent an input event: React
 * then reads it as typing, through the field's own onChange and its own parsing rule.
 */
export function replayTypedBeforeHydration(container: ParentNode): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && !TEXT_LIKE_TYPES.has(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    const setValueUnseen = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    if (!setValueUnseen) continue;
    setValueUnseen.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const TEXT_LIKE_TYPES = new Set(['text', 'search', 'tel', 'url', 'email', 'number', 'password']);

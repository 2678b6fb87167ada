/**
 * Keeps a form's submit click from being lost to the field it leaves.
 *
 * Our forms validate a field when it is left (react-hook-form's `onTouched`). Pressing a submit
 * button with the mouse while an invalid field has the focus blurs the field on mousedown; its
 * message appears, the button moves down by a line before the mouse comes up, and the browser
 * sends no click: the person pressed "Save" and nothing was saved or checked. Keeping the focus
 * in the field while a submit button of the same form is pressed leaves the layout still until
 * the click, which then validates every field (and focuses the first that is wrong).
 *
 * Only for a mouse: a tap sends its mouse events together after the finger lifts, so nothing
 * moves in between, and keeping the focus there would keep the phone's keyboard open.
 */
export function keepSubmitClicks(doc: Document): () => void {
  let pointerType = 'mouse';
  const notePointer = (event: PointerEvent) => {
    pointerType = event.pointerType;
  };
  const holdFocus = (event: MouseEvent) => {
    if (event.button !== 0 || pointerType !== 'mouse') return;
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLButtonElement>('button[type="submit"]');
    const field = doc.activeElement;
    if (!button?.form || button.disabled || !(field instanceof HTMLElement)) return;
    if (!isTextField(field) || !button.form.contains(field)) return;
    event.preventDefault();
  };
  doc.addEventListener('pointerdown', notePointer, true);
  doc.addEventListener('mousedown', holdFocus, true);
  return () => {
    doc.removeEventListener('pointerdown', notePointer, true);
    doc.removeEventListener('mousedown', holdFocus, true);
  };
}

function isTextField(element: HTMLElement): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element.isContentEditable
  );
}

/** A story's play step: clicks the first button whose accessible label starts with `prefix` (modals open in the body). */
export async function clickButtonLabelled(canvasElement: HTMLElement, prefix: string): Promise<void> {
  const doc = canvasElement.ownerDocument;
  for (let i = 0; i < 50; i++) {
    const button = Array.from(doc.querySelectorAll<HTMLButtonElement>('button[aria-label]')).find((b) =>
      b.getAttribute('aria-label')?.startsWith(prefix),
    );
    if (button) {
      button.click();
      return;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`No button labelled "${prefix}…"`);
}
